import { describe, expect, it } from 'vitest';
import { detectCrisis, normaliseForMatching } from './crisis-filter.ts';

describe('normaliseForMatching', () => {
  it.each([
    ['I Don’t  WANT to... DIEEEE!!! 😭😭', 'i dont want to diee'],
    ['kill\u200Bmy\u200Dself', 'killmyself'],
    ['self-harm, again.', 'self harm again'],
    ['ｉ ｗａｎｔ ｔｏ ｄｉｅ', 'i want to die'],
    ['𝐈 𝐰𝐚𝐧𝐭 𝐭𝐨 𝐝𝐢𝐞', 'i want to die'],
    ['“quoted” and ‘single’ don`t', 'quoted and single dont'],
    ['cooool 1000 aaa', 'cool 1000 aa'],
    ['❤️ ok 👍🏽', 'ok'],
    ['मैं ठीक हूँ।', 'मैं ठीक हूं'],
  ])('%j -> %j', (text, expected) => {
    expect(normaliseForMatching(text)).toBe(expected);
  });

  it('folds the ways Devanagari spells the same word', () => {
    const same = (a: string, b: string) => expect(normaliseForMatching(a)).toBe(normaliseForMatching(b));
    same('ज़िन्दगी', 'जिंदगी');
    same('ज़िंदगी', 'जिन्दगी');
    same('जाऊँगा', 'जाऊंगा');
    same('ख़ुदकुशी', 'खुदकुशी');
    same('ख़त्म', 'खत्म');
    same('छोड़', 'छोड़');
  });
});

describe('detectCrisis', () => {
  it.each([
    // English, plain.
    'I want to die',
    'i wanna die honestly',
    'I’m going to kill myself tonight.',
    'thinking of killing my self',
    'I want to end my life',
    "i've decided to end it all.",
    'I feel like taking my own life',
    'sometimes I think about suicide',
    'i am having suicidal thoughts',
    "I don't want to live anymore",
    'i dont want to be alive',
    'I don’t want to exist',
    "there's no reason to live",
    'I have nothing left to live for',
    'everyone would be better off without me',
    "they'd be better off if I was gone",
    "I'd be better off dead",
    'I wish I was dead',
    'I wish I had never been born',
    "i'm planning to hang myself",
    'I cut myself again last night',
    "I've been self-harming for months",
    'i took an overdose last year',
    "I'm going to swallow all my sleeping pills",
    'I want to jump off the building',
    'i might jump in front of a train',
    "I can't take it anymore",
    "what's the point of living",
    "I'm so tired of living",
    'I just want to disappear forever',
    'this is my final goodbye',
    "i'm a burden to everyone",
    'Nobody would miss me',
    'please kill me',
    'I hate my life',
    "I'm dead inside",
    'thinking about slitting my wrists',
    "I'll drink poison",
    'I feel like ending it',
    "I can't do this anymore",
    'my family would be happier without me',
    'I want everything to stop',
    'I see no way out',
    "I don't want to live like this",
    "I don't want to live in this world",
    // English, as typed: typos, slang, stretching, fancy letters, emoji, zero-width characters.
    'I WANT TO DIEEEEE',
    'i want 2 die',
    'i will kil myself',
    "I've been thinking about suiside",
    'sucide is the only way',
    'want to unalive myself',
    'thinking about sewer slide lol',
    '𝐈 𝐰𝐚𝐧𝐭 𝐭𝐨 𝐝𝐢𝐞',
    'i want to d\u200Bie',
    'i want to die 😭😭',
    'I...want...to...die',
    '   i    want   to die   ',
    'selfharm',
    // Hinglish, both genders and the usual spellings.
    'main marna chahta hu',
    'marna chahti hoon',
    'mrna chahta hun yaar',
    'mai mar jaunga',
    'main mar jaungi',
    'khudkushi kar lunga',
    'khud khushi karne ka soch rahi hu',
    'khud ko khatam kar dunga',
    'khud ko khtm kr lungi',
    'apne aap ko khatam karna chahta hu',
    'apni jaan le lunga',
    'jeene ka mann nahi karta',
    'jine ka man nhi h',
    'ab jeene ki ichha nahi hai',
    'jeene ka koi matlab nahi',
    'suicide kar lunga',
    'zindagi khatam kar dunga',
    'meri life khatam hai',
    'pankhe se latak jaunga',
    'fan se latak jaungi',
    'zeher kha lungi',
    'phansi laga lunga',
    'nas kaat lungi',
    'neend ki goliyan kha lunga',
    'chhat se kood jaungi',
    'train ke aage kood jaunga',
    'bhagwan mujhe utha le',
    'mujhe marna hai',
    'aatmahatya karne ka vichar aata hai',
    'kaash main mar jaati',
    'kaash main paida hi na hoti',
    'zindagi se thak gaya hu',
    'thak gayi hu zindagi se',
    'ab aur nahi jee sakta',
    'bas ab nahi jeena',
    'sab khatam kar dunga',
    'marne ka mann kar raha hai',
    'MARNAAAA CHAHTA HUUU',
    'ab aur bardasht nahi hota',
    'jee ke kya karunga',
    'mere bina sab khush rahenge',
    'khatam kar dunga khud ko',
    'kill kar lungi khud ko',
    // Romantic despair stays in: "I'll die without you" is said by people who mean it too.
    'tere bina mar jaunga',
    // Hindi in Devanagari, with and without nukta and chandrabindu.
    'मैं मरना चाहता हूँ',
    'मैं मरना चाहती हूं',
    'मैं आत्महत्या कर लूंगा',
    'मैं ख़ुदकुशी कर लूँगी',
    'खुद को खत्म कर दूंगा',
    'जीने का मन नहीं करता',
    'ज़िन्दगी ख़त्म कर दूंगी',
    'मुझे मरना है',
    'पंखे से लटक जाऊँगा',
    'जहर खा लूंगी',
    'अपनी जान ले लूंगा',
    'मर जाऊंगा मैं',
    'जीने की कोई वजह नहीं है',
    'भगवान मुझे उठा ले',
    'नींद की गोलियां खा लूंगा',
    'अब और बर्दाश्त नहीं होता',
    'मेरे बिना सब खुश रहेंगे',
    'काश मैं पैदा ही न होता',
    // Mixed scripts and languages in one message.
    'yaar I want to die seriously',
    'life se tang aa gaya hu, khud ko hurt karta hu',
    'main suicide karne wala hu',
    'I feel like मर जाऊं',
    'sach mein, मुझे marna hai',
  ])('triggers on %j', (text) => {
    expect(detectCrisis(text).matched).toBe(true);
  });

  it.each([
    // Words that contain a listed word, or look like one.
    "I'm on a diet these days",
    'I should diet more',
    'My studies are going badly',
    'Please pass the cutlery',
    'This is a killer app',
    'I need to stabilise myself before the interview',
    'I had to endure it all alone',
    'We had a killer time in Goa',
    'I went to see a therapist',
    'Die Hard is my favourite film',
    'The plants will die without water',
    // Idioms that are not about the speaker's own death (see the header of crisis-filter.ts).
    'This traffic is killing me',
    'The deadline is killing me',
    'You are killing it at work!',
    "I'm dying to see the new movie",
    "I'm dying of laughter 😂",
    'My phone is dying, will text later',
    'I died laughing at that meme',
    'My mom will kill me if I fail',
    "Stop, you're killing me with these jokes",
    "I'd kill for a cup of chai right now",
    'the battery is dead',
    'Suicide Squad was a fun movie',
    'I keep shooting myself in the foot',
    "I can't go on leave this month",
    // Ordinary talk that shares words with the list.
    'I need to end this meeting early',
    'I want to live a long and happy life',
    "I don't want to live with my in-laws anymore",
    "we don't want to live in Delhi",
    "I don't want to live alone",
    'I cut my hair short',
    'I hurt my back at the gym',
    'I am living my best life',
    "I'm exhausted after the exams",
    // Hinglish.
    'bhook se mar raha hu',
    'garmi se mar jaunga aaj',
    'hans hans ke mar jaungi 😂',
    'tere liye jaan de dunga',
    'desh ke liye apni jaan de dunga',
    'kal office mein nahi rahunga',
    'main khud kar lunga',
    'zindagi bahut achhi chal rahi hai',
    'jeene ka maza aa gaya',
    'train chut gayi aaj',
    'mar gaya yaar, kitna kaam hai',
    'zeher jaisa khana tha',
    'zeher khatarnak hota hai',
    'meri jaan, kaise ho?',
    'duniya ghoomna chahta hu',
    'abhi tak baccha paida nahi hua',
    // Hindi.
    'भूख से मर जाऊंगा ऐसा लग रहा है',
    'आज मौसम बहुत अच्छा है',
    'मेरी ज़िंदगी बहुत अच्छी है',
    'देश के लिए जान दे दूंगा',
    'मैं ठीक हूं, बस थोड़ा थक गया हूं',
  ])('leaves %j alone', (text) => {
    expect(detectCrisis(text)).toEqual({ matched: false, phrases: [] });
  });

  it('reports what it found, in the order of the message, each once', () => {
    expect(detectCrisis('I want to die. Main marna chahti hu... I want to die!!')).toEqual({
      matched: true,
      phrases: ['want to die', 'marna chahti'],
    });
  });

  it('still triggers on the rest of a message that also holds an idiom', () => {
    expect(detectCrisis('garmi se mar jaunga, aur sach mein marna chahta hu').phrases).toEqual([
      'marna chahta',
    ]);
    expect(detectCrisis("I don't want to live. I live with my parents").matched).toBe(true);
  });
});
