import { compilePhraseList, findPhrases, normaliseForMatching } from './phrase-match.ts';

// Abusive language in chat messages (issue 12). A match blocks nothing: the words are attached to a
// reported session as evidence, and an admin reads them in context. So the list stays close to words
// that are abusive in almost any sentence, matched as whole words of the normalised text ("class",
// "assess", "Scunthorpe", "cocktail" and "shiitake" never match).
//
// Entries use the same syntax as the crisis list (phrase-match.ts), but spelling is "strict": a letter
// may be stretched or doubled only in words of four letters or more, and a double letter stays double,
// so "as" is not "ass" and "bbc" is not "bc".
//
// Deliberately absent, because the everyday meaning is more common in chat than the insult:
// "saala"/"saali" (a brother- or sister-in-law), "kutta" (a dog), "chut" and "chod" (romanised "chhoot",
// missed, and "chhod", leave), "gand" (romanised "gandh", smell), "jhat" ("jhatpat", quickly), "chakka"
// (a six in cricket), "kamini" (a common first name), "chura"/"chudi" (stole / a bangle), "shoot you"
// ("I'll shoot you an email"). "Rape" on its own is absent too: a customer may be telling a listener
// what happened to them, which is not abuse; threats ("rape you") are listed.

export const ABUSIVE_WORDS = {
  english: [
    // Profanity.
    'fuck*',
    'fck*',
    'fuk',
    'fuking',
    'fukin',
    'fuker',
    'phuck*',
    'motherfuck*',
    'mofo',
    'stfu',
    'shit',
    'shits',
    'shitty',
    'shithead*',
    'bullshit',
    'dipshit',
    'piss off',
    'screw you',
    // Insults, sexual or not.
    'bastard*',
    'bitch*',
    'asshole*',
    'arsehole*',
    'ass',
    'arse',
    'dumbass',
    'jackass',
    'smartass',
    'dick',
    'dicks',
    'dickhead*',
    'cock',
    'cocks',
    'cocksuck*',
    'pussy',
    'cunt*',
    'twat*',
    'wanker*',
    'whore*',
    'slut*',
    // Ordinary words when said of oneself ("I was so stupid") or of a thing ("your dog", "ur trash"), so
    // only aimed at "you".
    '{you|u|youre|you are} [such] [a|an] {idiot|moron|stupid|dumb|loser|fool|pig|dog|donkey|creep|pervert|psycho|freak|scum|trash|garbage|worthless|useless|pathetic|disgusting}',
    // Slurs against disability, sexuality, gender, race, region and religion.
    'retard',
    'retards',
    'retarded',
    'faggot*',
    'fag',
    'fags',
    'tranny',
    'trannies',
    'nigger',
    'niggers',
    'nigga',
    'niggas',
    'kike',
    'paki',
    'pakis',
    'chinki',
    'chinky',
    // Threats and telling someone to die.
    '{kill|murder|rape|stab} {you|u|ya}',
    '{kill|unalive} {yourself|urself|your self|ur self}',
    'kys',
    'go die',
    'go to hell',
    'i know where you live',
    // Sexual harassment: nothing in a listening session calls for these.
    '{send|show} [me] {nudes|nude pics|your body|your boobs|your pics}',
    'nudes',
    'dick pic*',
    'boobs',
    'tits',
    'horny',
  ],

  // Romanised Hindi, as typed: "bhenchod", "behenchod", "bahanchod", and the chat abbreviations
  // ("bc", "mc", "bsdk"). Stems end in "*" only where no ordinary word begins the same way.
  hinglish: [
    // Abuse of someone's mother or sister.
    'madarch*',
    'maderch*',
    'madharch*',
    'bhench*',
    'behench*',
    'behnch*',
    'bahanch*',
    'bahench*',
    'benchod',
    'bencho',
    // "Teri" is intimate or rude; the polite "tumhari/aapki maa" is how people ask after a mother.
    '{teri|tera} {maa|ma|behen|behan|bhen} {ki|ka|ke}',
    'maa ki {aankh|chut|choot}',
    '{mc|bc|mkc|tmkc|mcbc|bkl|bsdk|bhosdk}',
    // Genital and sexual insults.
    'chutiy*',
    'chutia*',
    'chootiy*',
    'chut ke',
    'bhosd*',
    'bhosad*',
    'lund',
    '{loda|lode|lodu|lauda|laude|laudu|lavda|lavde|lawda|lawde|lowde}',
    'gaand*',
    'gandu',
    'chudai',
    'chudwa*',
    'chudne',
    'chudegi',
    'jhaant*',
    'jhant',
    'jhantu',
    'jhatu',
    // Insults about birth, character and animals.
    'harami',
    'haramzad*',
    'haramjad*',
    'haramkhor*',
    '{kamina|kamine|kaminey|kameena|kameene}',
    '{kutte|kutta|suar|sooar|suwar} {ki|ke} {aulad|bacche|bachche|pille}',
    'kutte kamine',
    'kutiya',
    'kuttiya',
    // Sexual insults aimed mostly at women.
    '{randi|randiya|randwa|randve}',
    '{chinal|chhinal}',
    '{bhadwa|bhadwe|bhadve|bharwa|bharwe|bhadua}',
    '{dalla|dalle}',
    // Slurs against trans people, Muslims and castes. Some are also names a community uses for itself;
    // a match is something for a person to read, not a verdict.
    '{hijda|hijde|hijdi}',
    '{katua|katue|katuo}',
    '{chamar|chamaar|bhangi|chuhra}',
    // Threats.
    'jaan se {maar*|mar*}',
    '{teri|tumhari} {jaan|jan} le {lunga|lungi|lenge}',
    '{maar|mar} {dalunga|daalunga|dalungi|dalenge|daalenge}',
  ],

  // Devanagari; nukta and chandrabindu spellings are folded by the normalisation (भोसड़ी = भोसडी).
  hindi: [
    'मादरचो*',
    '{बहनचो*|बहेनचो*|भेनचो*|भैनचो*}',
    'तेरी {मां|मा|बहन|बहेन} {की|का|के}',
    'चूतिय*',
    'चुतिय*',
    'चूत',
    'भोसड*',
    '{लौडा|लौडे|लोडा|लोडे|लवडा|लवडे|लंड}',
    '{गांड|गांडू}',
    'हरामी',
    'हरामजाद*',
    'हरामखोर',
    '{कमीना|कमीने|कमीनी}',
    '{कुत्ते|सुअर|सूअर} की औलाद',
    'कुतिया',
    'रंडी',
    'छिनाल',
    '{भडवा|भडवे|भडुआ}',
    'दल्ला',
    'झांट*',
    '{हिजडा|हिजडे}',
    'कटुआ',
    '{चमार|भंगी}',
    'जान से मार*',
  ],
} as const;

const abuseList = compilePhraseList(
  [...ABUSIVE_WORDS.english, ...ABUSIVE_WORDS.hinglish, ...ABUSIVE_WORDS.hindi],
  'strict',
);

/** The abusive words in an already normalised message (normaliseForMatching). */
export const abusiveWordsIn = (normalised: string): string[] => findPhrases(normalised, abuseList);

/** `words` are the matching fragments of the normalised message, for the case an admin reads. */
export const detectAbuse = (text: string): { matched: boolean; words: string[] } => {
  const words = abusiveWordsIn(normaliseForMatching(text));
  return { matched: words.length > 0, words };
};
