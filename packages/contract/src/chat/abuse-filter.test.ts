import { describe, expect, it } from 'vitest';
import { detectAbuse } from './abuse-filter.ts';

describe('detectAbuse', () => {
  it.each([
    // English.
    ['fuck off', 'fuck'],
    ['what the FUCKING hell', 'fucking'],
    ['fuuuuck you', 'fuuck'],
    ['this is bullshit', 'bullshit'],
    ['you are such an idiot', 'you are such an idiot'],
    ['u moron', 'u moron'],
    ["you're a loser", 'youre a loser'],
    ['stupid bitch', 'bitch'],
    ['what an asshole', 'asshole'],
    ['kiss my ass', 'ass'],
    ['shut up, dickhead', 'dickhead'],
    ['you cunt', 'cunt'],
    ['whore', 'whore'],
    ['retarded people like you', 'retarded'],
    ['go kill yourself', 'kill yourself'],
    ['kys', 'kys'],
    ['I will kill you', 'kill you'],
    ['send me nudes', 'send me nudes'],
    // Hinglish, with the usual spellings and abbreviations.
    ['bhenchod', 'bhenchod'],
    ['behenchod kya bakwas hai', 'behenchod'],
    ['madarchod', 'madarchod'],
    ['maadarchod', 'maadarchod'],
    ['teri maa ki', 'teri maa ki'],
    ['chutiya hai kya', 'chutiya'],
    ['chutiye', 'chutiye'],
    ['bhosdike', 'bhosdike'],
    ['bsdk', 'bsdk'],
    ['abe bc', 'bc'],
    ['mc bc mat kar', 'mc'],
    ['gaandu', 'gaandu'],
    ['harami', 'harami'],
    ['haraamkhor', 'haraamkhor'],
    ['kamine', 'kamine'],
    ['kutte ki aulad', 'kutte ki aulad'],
    ['randi', 'randi'],
    ['lavde', 'lavde'],
    ['jaan se maar dunga', 'jaan se maar'],
    // Devanagari.
    ['मादरचोद', 'मादरचोद'],
    ['बहनचोद', 'बहनचोद'],
    ['चूतिया', 'चूतिया'],
    ['भोसड़ीके', 'भोसडीके'],
    ['हरामी साला', 'हरामी'],
    ['कुत्ते की औलाद', 'कुत्ते की औलाद'],
    ['तेरी माँ की', 'तेरी मां की'],
    ['रंडी', 'रंडी'],
  ])('finds abuse in %j', (text, word) => {
    const result = detectAbuse(text);
    expect(result.matched).toBe(true);
    expect(result.words).toContain(word);
  });

  it.each([
    // The Scunthorpe problem: listed words inside longer ones.
    'We have a class at six',
    'I need to assess my options',
    'I grew up in Scunthorpe',
    'A cocktail at the party',
    'shiitake mushrooms',
    'The assassin in the film',
    'She plays bass guitar',
    'He passed the exam',
    'Charles Dickens wrote it',
    'The pilot is in the cockpit',
    'Titanic is a sad movie',
    'my therapist helped',
    'the analysis is done',
    'a niggling pain',
    'Sussex and Essex',
    'I bought a bench',
    'Pakistan played well',
    // Words an insult is made of, in ordinary sentences.
    'I was so stupid yesterday',
    'I feel like an idiot',
    'your dog is cute',
    'I will shoot you an email',
    'BBC news said so',
    'as I said before',
    'he told me what happened, he raped me',
    // Hinglish and Hindi words that look like abuse in Latin letters.
    'mera saala aaya hai',
    'mera kutta bimar hai',
    'mujhe chod do, main theek hoon',
    'train chut gayi',
    'kya gand aa rahi hai',
    'jhatpat kar lo',
    'kya chakka mara',
    'Kamini meri dost hai',
    'tumhari maa ki tabiyat kaisi hai?',
    'haram cheez hai',
    'chudiyan pehni',
    'मेरा कुत्ता बीमार है',
    'साला आ रहा है',
    'आज छूट मिली',
    'धन्यवाद, आप बहुत अच्छे हैं',
  ])('leaves %j alone', (text) => {
    expect(detectAbuse(text)).toEqual({ matched: false, words: [] });
  });

  it('reports each word once, in the order of the message', () => {
    expect(detectAbuse('Bhenchod! fuck you, bhenchod')).toEqual({
      matched: true,
      words: ['bhenchod', 'fuck'],
    });
  });
});
