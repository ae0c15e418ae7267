import { compilePhraseList, findPhrases, normaliseForMatching } from './phrase-match.ts';

// Messages that suggest self-harm or suicide (issue 12). A match never blocks the chat: both people see
// a card with India's helplines, the listener gets guidance, and admins see the session as urgent. A card
// shown by mistake costs a moment; a missed one can cost a life. So the list leans towards matching:
// when a phrasing is ambiguous it stays in, and only idioms that are plainly not about the speaker's own
// death are cut out (`idioms` below). Negations are not parsed: "I don't want to die" or "I'm not
// suicidal" still show the card, because a person talking about dying deserves to see it anyway.
// Venting that is also a recognised warning sign stays in too: "I hate my life", "I can't take it
// anymore", "ab bardasht nahi hota", "tere bina mar jaunga".
//
// Syntax of an entry (phrase-match.ts): {a|b} one of, [word] optional word, word* the word may go on,
// a space also matches no space, and every letter may be typed once or twice ("diee", "kil myself").
// Matching is on whole words of the normalised text, so "diet", "studies", "cutlery" and "killer app"
// never match.
//
// Deliberately absent (they would match far more everyday talk than distress, and nothing in them is
// about the speaker's own death): "dying to see", "killing it", "X is killing me" (traffic, deadlines,
// back pain), "I'm dead" (laughter), "my mom will kill me", "kms" (kilometres in India far more than
// "kill myself"), "mar gaya yaar" (hyperbole in the past tense), "jaan le lunga" (a threat to someone
// else; the list is about self-harm).

// Spellings shared by many entries, as alternatives to put inside {…}.
const WANT = 'chahta|chahti|chahte|chata|chati|chahata|chahati|chahu|chahun|chahoon|chahunga|chahungi';
const NOT = 'nahi|nahin|nhi|nai|nahee|nhin|na';
const I_WILL = 'lunga|lungi|lu|lun|loon|dunga|dungi|du|dun|doon';
const LIFE = 'zindagi|jindagi|zindgi|jindgi|zndgi|life|jeevan|jivan';
const FINISHED = 'khatam|khatm|khtm|khatham|khtam|khattam';
const MYSELF = 'my self|myslf|mysef|meself';
const EN_DONT = 'dont|do not|donot|dnt';
const EN_END = 'end|ends|ended|ending|endin';
const HI_WANT = 'चाहता|चाहती|चाहते|चाहूं|चाहू';
const HI_NOT = 'नहीं|नही|ना|न';
const HI_FINISHED = 'खत्म|खतम';

export const CRISIS_PHRASES = {
  english: [
    // Suicide by name, and how it gets misspelt or dodged ("sewer slide", "unalive" are filter-evading
    // slang from social media).
    'suicid*',
    'suisid*',
    'sucid*',
    'suicd*',
    'suiced*',
    'susid*',
    'suside*',
    'suecid*',
    'sewer slide',
    'unalive*',
    // Killing or ending oneself.
    `kill* {${MYSELF}}`,
    `{${EN_END}|take|taking|took} {my|this} [own] life`,
    `{${EN_END}} it all`,
    `{${EN_END}} everything`,
    `{${EN_END}} {${MYSELF}}`,
    `{${EN_END}} it {tonight|today|forever}`,
    `{want to|wanna|going to|gonna|feel like|plan to|planning to|ready to|decided to|about to} {${EN_END}} it`,
    '{want|need} {it all|everything|the pain} to {stop|end} [forever]',
    `{hang*|drown*|poison*|shoot*|starv*|burn*|stab|stabs|stabbed|stabbing|electrocut*|suffocat*} {${MYSELF}}`,
    // Wanting to die or to be dead.
    '{want|wnt|wish|need|ready|deserve|deserves|planning|plan|wanted|wants} {to|2} die',
    '{wanna|wana} die',
    '{want to|want 2|wanna|wana|wish to} be dead',
    'wish i {was|were|could be|would be} dead',
    'wish i {could|would|can|will} die',
    'wish i {was never|were never|had never been|wasnt|werent|hadnt been} born',
    '{shouldnt|should not|should never} have been born',
    '{i should|should just|should have|shouldve} {die|died|be dead}',
    'rather {die|be dead}',
    '{want|wish for|long* for|pray* for|waiting for} death',
    'better off dead',
    '{better off|happier|better} without me',
    'better off {if|when} i {die|died|was gone|were gone|am gone|wasnt here|werent here|was not here|didnt exist|dont exist|was dead|were dead}',
    `{${EN_DONT}} [really] {want to|wanna|wana|want 2|wnt to|wish to} {live|be alive|exist|be here anymore|be around|wake up|go on}`,
    // No reason to go on.
    '{no|lost [the|my|all]} {reason|will|desire|point|purpose|motivation|wish} to {live|go on|keep going|be alive}',
    `{${EN_DONT}} have [a|any] {reason|will|desire|purpose|motivation} to {live|go on}`,
    'no point [in|of] {living|going on|being alive}',
    '{whats|what is|wats|wat is} the point {in|of} {living|life|going on|being alive}',
    'nothing [left] to live for',
    'life has no {meaning|point|purpose}',
    `{${EN_DONT}} see {the|any} point {anymore|in living|in life|of living|in going on}`,
    'no way out',
    'not worth living',
    'life {isnt|is not|aint|not} worth {living|it}',
    '{my life|life|living} is {pointless|meaningless|over}',
    '{tired|sick} of {living|life|being alive|existing}',
    'done with {life|living}',
    '{give|gave|given|giving} up on {life|living}',
    '{feel|feeling|felt} like dying',
    `{${EN_DONT}|no longer} feel like {living|going on|being alive}`,
    '{hate|hating} {my life|being alive|living}',
    '{cant|cannot|can not} go on {anymore|like this|living}',
    '{cant|cannot|can not} live like this',
    '{cant|cannot|can not} take {it|this} anymore',
    '{cant|cannot|can not} do this anymore',
    'dead inside',
    '{im|i am} [such] a burden',
    'burden {on|to} {everyone|everybody|my family|my parents|all}',
    '{nobody|no one|noone} {would|will} {miss|care about|notice} me',
    '{nobody|no one|noone} {would|will} {care|notice} if i {die|died|was gone|were gone|am gone|disappear*}',
    // Asking to be killed.
    '{please|pls|plz|just|someone|somebody|god|universe} kill me',
    '{want|wish} {someone|somebody} {to|would} kill me',
    // Self-harm.
    'self {harm*|hurt*|injur*|mutilat*|destruct*}',
    `{hurt*|harm|harms|harmed|harming|injur*|cut*|slit*} {${MYSELF}}`,
    '{slit*|slash*|cut*} my {wrist*|vein*|arm|arms|thigh*|throat}',
    // Means: pills, poison, heights, trains. Plans come with a method more often than with a word for it.
    'overdos*',
    'od on {pills|meds|tablets|medicine*|sleeping pills}',
    '{take|took|taking|swallow*|eat|ate|pop|popped} all {my|the|these|those} {pills|tablets|meds|medicine*|sleeping pills}',
    'sleeping {pills|tablets}',
    '{drink*|drank|take|took|taking|consum*|eat|ate} {poison|pesticide|rat poison|phenyl|phenol|acid|bleach}',
    '{jump*|throw myself|leap*} {off|from} {a|the|this|my|that} {bridge|building|roof|terrace|cliff|balcony|floor|flyover|tower|window}',
    '{jump*|throw myself|lie down|lay down|step} in front of {a|the} {train|bus|truck|car|metro}',
    '{lie|lay|sleep} on {the|a} {railway|train|rail} {track|tracks|line}',
    // Saying goodbye.
    '{goodbye|bye|farewell} forever',
    '{final|last} goodbye',
    'goodbye {note|letter}',
    '{wont|will not|wouldnt|might not|not going to|not gonna} be {here|around|alive} {tomorrow|anymore|much longer}',
    '{disappear|vanish} forever',
    'wish i could {disappear|vanish}',
    '{and|to} never wake up',
    '{want to|wanna|wish i could|let me} sleep forever',
    '{hope|wish} i {dont|never|wouldnt|would not|didnt} wake up',
    '{thinking|think|thought|thoughts} {about|of} {dying|ending it|ending things}',
  ],

  // Romanised Hindi as typed in chat: vowels doubled or dropped ("marna", "mrna"), both genders of the
  // verb ("chahta" he, "chahti" she), "nahi" as "nhi", "nai", "na".
  hinglish: [
    // Wanting to die.
    `{marna|mrna|marne|mar jana|mar jaana|mr jana} {${WANT}}`,
    // With or without "mujhe": "ek din sabko marna hai" (we all die some day) matches too, and may.
    '{marna|mrna} {hai|h|he}',
    '{mar|mr} {jana|jaana} {hai|h|he|chahiye|chahie|chaiye}',
    '{marne|mrne} {ka|ki|ko} {man|mann|mn|dil|khayal|khyal|soch|sochta|sochti|irada|icha|ichha|iccha|taiyar|tayar|ready}',
    '{mar|mr} {jaunga|jaungi|jaonga|jaongi|jauga|jaugi|jaun|jau|jaon}',
    '{marne|mrne} {wala|wali|vala|vali} {hu|hoon|hun|hoo}',
    '{kash|kaas} [{main|mai|me|mein}] {mar|mr} {jata|jati|jaun|jau|gaya|gayi|jaye|jaaye}',
    // Said of oneself only: "baccha paida nahi hua" is news about a baby.
    `{main|mai|me|kash|kaash} paida [hi] {${NOT}} {hota|hoti|hua|hui}`,
    '{maut|mout|mot} {chahiye|chahie|chaiye|chahta|chahti|aa jaye|aa jae|aa jay|aajaye|de de|de do}',
    '{bhagwan|bhagvan|god|upar wale|uparwale|rab|allah|ishwar} {mujhe|muje|mjhe} {utha|bula} {le|lo|lijiye}',
    '{koi|koi bhi} {mujhe|muje|mjhe} {maar|mar} {de|do|dalo|dale|dijiye}',
    '{mujhe|muje|mjhe} {maar|mar} {dalo|daalo|dijiye}',
    // Suicide by name: "khudkushi" (also spelt "khudkhushi") and "aatmahatya".
    'khud {kushi|kashi|khushi|kusi|khusi|kshi}',
    '{atma|atm|atam} hatya*',
    // Ending, killing or hurting oneself; English verbs inside Hindi sentences are common.
    `{khud|apne aap|apne ap|swayam} ko {${FINISHED}|mar|maar|kill|end|hurt|harm|nuksan|nuksaan|nuqsan|chot|saza|saja}`,
    `{${FINISHED}|kill|end|hurt|maar|mar} {kar|kr} {${I_WILL}} {khud|apne aap|apne ap} ko`,
    `{apni|apna} {jaan|jan|${LIFE}} {le|lu|lun|loon|lunga|lungi|lena|de|du|dun|doon|dunga|dungi|dena|${FINISHED}|end}`,
    '{jaan|jan} de {dunga|dungi|du|dun|doon|deta|deti|denge}',
    '{mar jana|mar jaana|marna} {behtar|better|accha|achha|acha}',
    '{main|mai|me} {nahi|nhi|na} {rahunga|rahungi|rahu|rahoon} {toh|to|tab}',
    '{mere|mera} bina {sab|sabko|sab log|everyone|ghar wale|gharwale} {khush|better|theek|thik}',
    `{${LIFE}} {${FINISHED}|end|samapt}`,
    `{sab|sabkuch|sab kuch|sb} {${FINISHED}} {kar|kr} {${I_WILL}|deta|deti|dena|lena}`,
    `{khatam|khtm|khatm} {ho|hona} {jana|jaana|jaunga|jaungi|${WANT}}`,
    // No will to live.
    '{jeene|jine|jeena|jina} {ka|ki|ko} {man|mann|mn|dil|ichha|iccha|icha|ichchha|mood|himmat}',
    `{jeene|jine} {ka|ki} [koi] {wajah|vajah|wjh|matlab|mtlb|maqsad|maksad|fayda|faida|reason|karan|point} {${NOT}}`,
    `{jeena|jina} [{hi|hee}] {${NOT}} {${WANT}|hai|h}`,
    // Not staying alive, "can't live any more" ("jiya nahi jata": living is no longer bearable).
    `{zinda|jinda|zindaa} [{hi|hee}] {${NOT}} {rehna|rahna|rehena|rahunga|rahungi|rehunga|rehungi|rahu|rahoon|rahun}`,
    `{jiya|jeeya|jia} {${NOT}} {jata|jati|jaata|jaati|ja raha|ja rahi|ja rha|ja rhi}`,
    `{${NOT}} {jeena|jina}`,
    `{jee|ji} {${NOT}} {sakta|sakti|sakte|skta|skti|paunga|paungi|pa raha|pa rahi}`,
    `{${NOT}} {jee|ji} {sakta|sakti|sakte|skta|skti|paunga|paungi|pa raha|pa rahi}`,
    '{jee|ji|jeeke|jike} {ke|kar|kr} kya {karunga|karungi|karu|faida|fayda}',
    // "I can't bear it any more", the Hinglish "can't take it anymore".
    `{bardasht|bardaasht|bardash|sahan} {${NOT}} {hota|hoti|ho raha|hora|ho rha}`,
    `{${LIFE}|jeene} se {tang|thak*|haar*|pareshan|preshan|bezaar|bezar|nafrat}`,
    `{thak|haar} {gaya|gayi|gya|gyi|chuka|chuki} [{hu|hoon|hun|hoo}] {${LIFE}|jeene} se`,
    // Means: the ceiling fan and the dupatta, poison, cutting veins, sleeping pills, roofs, trains.
    '{phansi|fansi|phasi|fasi|phanda|fanda|phande|fande} {laga*|lga*}',
    '{pankhe|pankha|pnkhe|fan|ceiling fan|phande|fande|rassi|rasi|dupatte|chunni} {se|pe|par|mein|me} {latak*|ltak*|lutak*|jhool*|jhul*}',
    '{zeher|zehar|zahar|jeher|jahar|zaher|zehr|jehar|poison} {kha|khake|khakar|khaunga|khaungi|khana|khaya|khayi|pi|pee|piya|piyunga|piyungi|pina|peena|pike|pikar}',
    '{nas|nass|nase|nasein|nasen|nus} {kaat*|kat*}',
    '{neend|nind} {ki|ke} {goli*|tablet*|dawa*}',
    '{chhat|chhath|chat|terrace|building|bridge|pul|balcony} se {kood*|kud*|jump*|chhalang*}',
    '{train|rail|truck|bus|gaadi|gadi|metro} {ke|k} {aage|agey|neeche|niche|samne|saamne} {kood*|kud*|aa*|let*|jump*|chala*|chali*}',
    // Leaving the world.
    '{duniya|dunia|dunya} {chhod*|chod*}',
    '{duniya|dunia} se {chala|chali|chale} {jaunga|jaungi|jana|jaana|jau|jaun}',
    `{is|iss} {duniya|dunia} {mein|me|main|mai} {${NOT}} {rehna|rahna|rahunga|rahungi|rehunga|rehungi}`,
    '{alvida|alwida} {duniya|dunia}',
    'hamesha ke liye {alvida|alwida}',
  ],

  // Devanagari. Nukta, chandrabindu and half-nasal spellings are folded by the normalisation, so
  // ज़िन्दगी, जिन्दगी and जिंदगी are one entry.
  hindi: [
    // Wanting to die.
    `{मरना|मर जाना|मरने} {${HI_WANT}}`,
    'मरना है',
    'मर जाना {है|चाहिए|चाहिये}',
    'मरने {का|की|को} {मन|दिल|ख्याल|खयाल|सोच|इरादा|इच्छा}',
    'मर {जाऊंगा|जाऊंगी|जाउंगा|जाउंगी|जाऊगा|जाऊगी|जाऊं|जाउं|जाऊ}',
    'मरने {वाला|वाली} {हूं|हू}',
    'काश [मैं] मर {जाऊं|जाउं|जाता|जाती|जाए|जाये}',
    `{मैं|काश} पैदा [ही] {${HI_NOT}} {होता|होती|हुआ|हुई}`,
    'मौत {चाहिए|चाहिये|चाहता|चाहती|आ जाए|आ जाये|दे दे|दे दो}',
    '{भगवान|ईश्वर|ऊपरवाले|ऊपर वाले|अल्लाह|रब} {मुझे|मुझको} {उठा|बुला} {ले|लो|लें}',
    '{मुझे|मुझको} {मार|मर} {डालो|दीजिए}',
    // Suicide by name.
    '{आत्म|आतम} हत्या*',
    'खुद {कुशी|कशी|खुशी}',
    // Ending or hurting oneself.
    '{खुद|अपने आप|स्वयं} को {खत्म|खतम|मार|मिटा*|नुकसान|नुक्सान|चोट|सजा|हर्ट}',
    `{${HI_FINISHED}} कर {लूंगा|लूंगी|लूं|लू|दूंगा|दूंगी|दूं|दू} {खुद|अपने आप} को`,
    `अपनी {जान|जिंदगी} {ले|लेना|लेनी|लूं|लूंगा|लूंगी|लू|दे|देना|देनी|दूं|दूंगा|दूंगी|दू|${HI_FINISHED}}`,
    'जान दे {दूंगा|दूंगी|दूं|दूगा|दूगी|देता|देती|दू}',
    'मेरे बिना सब {खुश|ठीक}',
    `{जिंदगी|जीवन} {${HI_FINISHED}|समाप्त}`,
    `{सब|सबकुछ|सब कुछ} {${HI_FINISHED}} कर {दूंगा|दूंगी|दूं|दू|लूंगा|लूंगी|लूं|लू|देना}`,
    // No will to live.
    '{जीने|जीना} {का|की|को} {मन|दिल|इच्छा|चाह|हिम्मत|इरादा}',
    `जीने {का|की} [कोई] {वजह|मतलब|मकसद|फायदा|कारण} {${HI_NOT}}`,
    // "जी ना" is kept out: a space also matches no space, so it would read "जीना चाहता" (I want to live).
    `जीना [ही] {${HI_NOT}} {${HI_WANT}|है}`,
    `जी {नहीं|नही} {सकता|सकती|सकते|पाऊंगा|पाऊंगी|पाता|पाती}`,
    `{जिंदा|जीवित} [ही] {${HI_NOT}} {रहना|रहूंगा|रहूंगी|रहूं|रहू}`,
    `{जिया|जीया} {${HI_NOT}} {जाता|जाती|जा रहा|जा रही}`,
    '{मर जाना|मरना} {बेहतर|अच्छा}',
    `{${HI_NOT}} {जीना|जी सकता|जी सकती}`,
    '{जी|जीके|जीकर} {के|कर} क्या {करूंगा|करूंगी|करूं|फायदा}',
    `{बर्दाश्त|बरदाश्त|सहन} {${HI_NOT}} {होता|होती|हो रहा|हो रही}`,
    '{जिंदगी|जीवन|जीने} से {तंग|थक*|हार*|परेशान|नफरत|ऊब*}',
    // Means.
    '{फांसी|फंदा|फंदे} {लगा*|से लटक*|पर लटक*|पे लटक*}',
    '{पंखे|पंखा|छत|रस्सी|दुपट्टे|चुन्नी} {से|पर|पे|में} {लटक*|झूल*}',
    '{जहर|विष} {खा*|पी*|ले*}',
    '{नस|नसें|नसे|कलाई} {काट*|कट*}',
    'नींद की {गोली*|गोलि*|दवा*}',
    '{छत|बिल्डिंग|पुल|ब्रिज|बालकनी|इमारत} से {कूद*|कुद*|छलांग*}',
    '{ट्रेन|रेल|गाड़ी|ट्रक|बस|मेट्रो} के {आगे|नीचे|सामने} {कूद*|आ*|लेट*}',
    // Leaving the world.
    'दुनिया {छोड़*|से चला जाऊं*|से चली जाऊं*}',
    'अलविदा दुनिया',
    `{इस|इन} दुनिया {में|मे} {${HI_NOT}} {रहना|रहूंगा|रहूंगी}`,
  ],

  // Cut out of a message before matching, so they cannot trigger on their own; anything else in the
  // same message still can. Each is safe only because it is plainly about something other than the
  // speaker's own death.
  idioms: [
    // Films and figures of speech.
    'suicide {squad|mission}',
    'shoot* myself in the foot',
    'kill* myself laughing',
    // "Dying" of hunger, heat, cold, boredom or laughter: the commonest Hinglish hyperbole.
    '{bhook|bhookh|bhukh|bhuk|pyaas|pyas|garmi|thand|thandi|sardi|bore|boriyat|hasi|hansi|hassi|khushi} se {mar|mr}',
    '{has|hans|hass|hasi|hansi|haste|hanste} {ke|kar|kr} {mar|mr}',
    '{has|hans|hass|haste|hanste} {has|hans|hass|haste|hanste} [{ke|kar|kr}] {mar|mr}',
    '{भूख|प्यास|गर्मी|ठंड|सर्दी|हंसी|हंस|हंसते|खुशी} {से|के|कर} मर',
    '{हंसते|हंस|हस|हसते} {हंसते|हंस|हस|हसते} [{के|कर}] मर',
    // "I'd give my life for you / for the country": devotion, not intent.
    'liye [bhi] [apni] {jaan|jan} [bhi] de*',
    'लिए [भी] [अपनी] जान [भी] दे*',
    // Not wanting to live somewhere or with someone. "Live like this", "live in this world" and
    // "live with this pain" are not here and still trigger.
    'live {with|near} {him|her|them|[my] parents|[my] family|[my] in laws|[my] inlaws|[my] husband|[my] wife|[my] boyfriend|[my] girlfriend|[my] roommate*|[my] flatmate*|my mom|my dad|my mother|my father|my brother|my sister|strangers}',
    'live {in|at} {this city|this house|this flat|that house|[a] hostel|the hostel|[a] pg|a village|the village|my hometown|another city|[a] joint family|delhi|mumbai|bangalore|bengaluru|hyderabad|chennai|kolkata|pune|noida|gurgaon|gurugram|india}',
    'live {alone|abroad|together|separately|there}',
  ],
} as const;

const crisisList = compilePhraseList(
  [...CRISIS_PHRASES.english, ...CRISIS_PHRASES.hinglish, ...CRISIS_PHRASES.hindi],
  'loose',
);
const idioms = compilePhraseList(CRISIS_PHRASES.idioms, 'loose');

export { normaliseForMatching };

/** The crisis phrases in an already normalised message (normaliseForMatching). */
export const crisisPhrasesIn = (normalised: string): string[] => findPhrases(normalised, crisisList, idioms);

/** `phrases` are the matching fragments of the normalised message, for the case an admin reads. */
export const detectCrisis = (text: string): { matched: boolean; phrases: string[] } => {
  const phrases = crisisPhrasesIn(normaliseForMatching(text));
  return { matched: phrases.length > 0, phrases };
};
