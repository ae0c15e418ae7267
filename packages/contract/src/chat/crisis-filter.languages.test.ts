import { describe, expect, it } from 'vitest';
import { detectCrisis } from './crisis-filter.ts';

// The same thought in Devanagari, romanised Hindi and English (issue 19): a phrasing caught in one script
// must be caught in the others, and an everyday sentence left alone in all three. Rows with '' have no
// natural twin in that language. Devanagari is written the way phones type it: with and without nukta
// and chandrabindu, in both genders.

type Row = [devanagari: string, romanised: string, english: string];

const mustTrigger: Row[] = [
  ['मैं जीना नहीं चाहता', 'main jeena nahi chahta', "I don't want to live"],
  ['मैं जीना नहीं चाहती', 'main jeena nahi chahti', "I don't wanna live"],
  ['मैं अब और जीना नहीं चाहता', 'main ab aur jeena nahi chahta', "I don't want to live anymore"],
  ['मैं अब जीना ही नहीं चाहती', 'main ab jeena hi nahi chahti', "I really don't want to live"],
  ['मुझे जीना नहीं है', 'mujhe jeena nahi hai', "I don't want to be alive"],
  ['नहीं जीना मुझे', 'nahi jeena mujhe', "I don't want to exist"],
  ['मैं ज़िंदा नहीं रहना चाहता', 'main zinda nahi rehna chahta', "I don't want to be alive anymore"],
  ['मुझे ज़िंदा नहीं रहना', 'mujhe zinda nahi rehna', "I don't want to be around"],
  ['मुझसे अब जिया नहीं जाता', 'mujhse ab jiya nahi jata', "I can't go on living"],
  ['मैं मरना चाहता हूँ', 'main marna chahta hoon', 'I want to die'],
  ['मरना चाहती हूँ', 'marna chahti hoon', 'I wanna die'],
  ['मैं मर जाना चाहता हूँ', 'main mar jana chahta hu', 'I wish I could die'],
  ['मुझे मर जाना चाहिए', 'mujhe mar jana chahiye', 'I should just die'],
  ['मर जाना बेहतर है', 'mar jana behtar hai', "I'd rather die"],
  ['मर जाऊँ तो अच्छा', 'mar jaun to accha', 'better off if I died'],
  ['काश मैं मर जाऊँ', 'kash main mar jaun', 'I wish I was dead'],
  ['मुझे मौत चाहिए', 'mujhe maut chahiye', 'I want death'],
  ['मेरा मरने का मन है', 'mera marne ka man hai', 'I feel like dying'],
  ['अपनी जान लेना चाहता हूँ', 'apni jaan lena chahta hu', 'I want to take my own life'],
  ['मैं अपनी जान ले लूँगा', 'main apni jaan le lunga', 'I will take my life'],
  ['मैं अपनी ज़िंदगी ख़त्म करना चाहती हूँ', 'main apni zindagi khatam karna chahti hu', 'I want to end my life'],
  ['सोचता हूँ खुद को खत्म कर लूँ', 'sochta hu khud ko khatam kar lu', 'I might end myself'],
  ['खुद को ख़त्म कर लूँगी', 'khud ko khatam kar lungi', 'I will end myself'],
  ['मैं खुद को मार डालूँगा', 'main khud ko maar daalunga', "I'll kill myself"],
  ['मैं अपने आप को मार लूँगी', 'main apne aap ko maar lungi', 'I am going to kill myself'],
  ['मैं ख़ुद को मार दूँगा', 'main khud ko maar dunga', 'i will kill my self'],
  ['आत्महत्या', 'aatmahatya', 'suicide'],
  ['आत्म-हत्या कर लूँगी', 'atmahatya kar lungi', 'I will commit suicide'],
  ['मैं आत्महत्या करना चाहता हूँ', 'main aatmhatya karna chahta hu', 'I feel suicidal'],
  ['मैं ख़ुदकुशी करना चाहता हूँ', 'main khudkushi karna chahta hu', 'I want to commit suicide'],
  ['जीने का मन नहीं', 'jeene ka man nahi', "I don't feel like living"],
  ['जीने का मन नहीं करता', 'jeene ka mann nahi karta', "I don't want to go on"],
  ['जीने की इच्छा नहीं रही', 'jeene ki ichha nahi rahi', 'I have lost the will to live'],
  ['जीने का कोई मतलब नहीं', 'jeene ka koi matlab nahi', 'no point in living'],
  ['अब और नहीं जी सकता', 'ab aur nahi jee sakta', "I can't live like this"],
  ['अब मैं और नहीं जी सकती', 'ab main aur nahi ji sakti', "I can't go on anymore"],
  ['ज़िंदगी से तंग आ गया हूँ', 'zindagi se tang aa gaya hu', "I'm sick of life"],
  ['मैं सब ख़त्म कर देना चाहता हूँ', 'main sab khatam kar dena chahta hu', 'I want to end it all'],
  ['मैं ज़िंदगी से हार गया हूँ', 'main zindagi se haar gaya hu', "I've given up on life"],
  [
    'मैं इस दुनिया में नहीं रहना चाहता',
    'main is duniya mein nahi rehna chahta',
    "I don't want to live in this world",
  ],
];

const mustNotTrigger: Row[] = [
  ['मैं बहुत खुश हूँ', 'main bahut khush hoon', 'I am very happy'],
  ['मैं जीना चाहता हूँ', 'main jeena chahta hu', 'I want to live'],
  ['मुझे जीना अच्छा लगता है', 'mujhe jeena accha lagta hai', 'I love being alive'],
  ['जीने का मज़ा आ गया', 'jeene ka maza aa gaya', 'I am living my best life'],
  ['हँसते हँसते मर गया', 'haste haste mar gaya', 'I died laughing'],
  ['हँसते-हँसते मर जाऊँगा', 'hanste hanste mar jaunga', "I'm dying of laughter"],
  ['हँस हँस के मर जाऊँगी', 'has has ke mar jaungi', 'you are killing me with these jokes'],
  ['भूख से मर रहा हूँ', 'bhook se mar raha hu', "I'm starving to death"],
  ['ठंड से मर जाऊँगा आज', 'thand se mar jaunga aaj', "I'm freezing to death today"],
  ['काम में मज़ा आ रहा है', 'kaam mein maza aa raha hai', 'killing it at work'],
  ['ये ट्रैफ़िक मेरी जान ले लेगा', 'ye traffic meri jaan le lega', 'This traffic is killing me'],
  ['मम्मी मुझे मार डालेंगी', 'mummy mujhe maar daalengi', 'My mom will kill me'],
  ['मैं खुद कर लूँगा', 'main khud kar lunga', "I'll do it myself"],
  ['मैं इस शहर में नहीं रहना चाहता', 'main is shehar mein nahi rehna chahta', "I don't want to live in this city"],
  ['मेरी जान, कैसे हो?', 'meri jaan, kaise ho?', 'how are you, darling?'],
  ['आज मौसम बहुत अच्छा है', 'aaj mausam bahut accha hai', 'the weather is lovely today'],
  ['पौधे पानी के बिना मर जाएँगे', 'paudhe paani ke bina mar jayenge', 'The plants will die without water'],
  ['फ़ोन की बैटरी मर गई', 'phone ki battery mar gayi', 'My phone is dying'],
];

const cells = (rows: Row[]) =>
  rows.flatMap((row) =>
    row.flatMap((text, column) =>
      text ? [[['devanagari', 'romanised', 'english'][column] as string, text] as const] : [],
    ),
  );

describe('crisis lists, Devanagari / romanised Hindi / English', () => {
  it.each(cells(mustTrigger))('%s: triggers on %j', (_script, text) => {
    expect(detectCrisis(text).matched).toBe(true);
  });

  it.each(cells(mustNotTrigger))('%s: leaves %j alone', (_script, text) => {
    expect(detectCrisis(text)).toEqual({ matched: false, phrases: [] });
  });

  it('treats composed and decomposed Devanagari alike (NFC / NFD, nukta as its own mark)', () => {
    for (const text of ['मैं ज़िंदा नहीं रहना चाहता', 'ख़ुदकुशी कर लूँगी', 'मुझसे अब जिया नहीं जाता']) {
      expect(detectCrisis(text.normalize('NFD')).matched).toBe(true);
      expect(detectCrisis(text.normalize('NFC')).matched).toBe(true);
    }
  });
});
