import type { Catalogue } from '../catalogue.ts';

export const httpHi = {
  'http.notFound': 'नहीं मिला',
  'http.malformedJson': 'अनुरोध का body मान्य JSON नहीं है।',
  'http.bodyTooLarge': 'अनुरोध बहुत बड़ा है।',
  'http.invalidRequest': 'अनुरोध मान्य नहीं है।',
  'http.bodyRequired': 'अनुरोध का body एक JSON object होना चाहिए।',
  'http.internal': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'http.unsupportedMediaType': 'यह content type समर्थित नहीं है।',
  // Not the escape sequence itself: Lingui would turn it into the NUL character.
  'http.nulCharacter': 'अनुरोध में NUL अक्षर (U+0000) है, जो किसी भी फ़ील्ड में नहीं हो सकता।',
  'http.malformedMultipart': 'अपलोड मान्य multipart/form-data body नहीं है।',
  'http.draining': 'यह सर्वर बंद हो रहा है; कोई दूसरा सर्वर जवाब देगा।',
  'http.unavailable': 'सेवा कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'http.notReady': 'यह सर्वर अपने डेटाबेस या Redis तक नहीं पहुँच पा रहा है।',
} satisfies Catalogue;
