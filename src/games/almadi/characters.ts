/**
 * The 26 characters of the Characters variant: names, costs in rubies and when their power works
 * (from the seed; Hussain and Abriza also from the English rulebook). Their effects are rules and
 * live in the code that applies them; this table is the card data.
 */

/** When a character's power works: during play, at final scoring, or both. */
export type CharacterTiming = "play" | "end" | "both";

/** One character card. */
export interface CharacterData {
  readonly id: CharacterId;
  readonly name: string;
  readonly cost: number;
  readonly timing: CharacterTiming;
}

/** Character ids, in the seed's table order (also the engine's tie-break order). */
export const CHARACTER_IDS = [
  "hussain",
  "ali-baba",
  "dunya",
  "zobeide",
  "zumurrud",
  "dunyazad",
  "morgiana",
  "abriza",
  "aladdin",
  "badroulbadour",
  "paribanou",
  "jafar",
  "delilah",
  "khalif",
  "aziz",
  "harun",
  "shahryar",
  "zubaida",
  "ali-shar",
  "ali-cogia",
  "sheherazade",
  "hindbad",
  "aziza",
  "forty-thieves",
  "zeinab",
  "ali",
] as const;

/** A character id. */
export type CharacterId = (typeof CHARACTER_IDS)[number];

/** The 26 character cards. */
export const CHARACTERS: readonly CharacterData[] = [
  { id: "hussain", name: "Hussain, the adventurous prince", cost: 3, timing: "play" },
  { id: "ali-baba", name: "Ali Baba, the wealthy woodcutter", cost: 4, timing: "play" },
  { id: "dunya", name: "Dunya, the artist princess", cost: 3, timing: "end" },
  { id: "zobeide", name: "Zobeide, the wise merchant", cost: 5, timing: "end" },
  { id: "zumurrud", name: "Zumurrud, the sought-after seamstress", cost: 4, timing: "both" },
  { id: "dunyazad", name: "Dunyazad, the curious sister", cost: 4, timing: "end" },
  { id: "morgiana", name: "Morgiana, the clever servant", cost: 2, timing: "play" },
  { id: "abriza", name: "Abriza, the veteran warrior", cost: 2, timing: "play" },
  { id: "aladdin", name: "Aladdin, keeper of the lamp", cost: 4, timing: "play" },
  { id: "badroulbadour", name: "Badroulbadour, the bold princess", cost: 4, timing: "play" },
  { id: "paribanou", name: "Paribanou, the generous djinn", cost: 4, timing: "play" },
  { id: "jafar", name: "Jafar, the loyal vizier", cost: 2, timing: "play" },
  { id: "delilah", name: "Delilah, the cunning thief", cost: 5, timing: "end" },
  { id: "khalif", name: "Khalif, the stubborn fisherman", cost: 3, timing: "end" },
  { id: "aziz", name: "Aziz, the friendly merchant", cost: 3, timing: "end" },
  { id: "harun", name: "Harun al-Rashid, the pragmatic caliph", cost: 3, timing: "end" },
  { id: "shahryar", name: "Shahryar, the resolute sultan", cost: 3, timing: "end" },
  { id: "zubaida", name: "Zubaida, the impressive queen", cost: 4, timing: "end" },
  { id: "ali-shar", name: "Ali Shar, the ardent trader", cost: 3, timing: "end" },
  { id: "ali-cogia", name: "Ali Cogia, the flying merchant", cost: 4, timing: "end" },
  { id: "sheherazade", name: "Sheherazade, the phenomenal storyteller", cost: 3, timing: "end" },
  { id: "hindbad", name: "Hindbad, the water carrier", cost: 4, timing: "end" },
  { id: "aziza", name: "Aziza, the inspired poet", cost: 5, timing: "end" },
  { id: "forty-thieves", name: "The Forty Thieves, the fearsome gang", cost: 2, timing: "end" },
  { id: "zeinab", name: "Zeinab, the cautious recipient", cost: 3, timing: "play" },
  { id: "ali", name: "Ali, the far-sighted prince", cost: 2, timing: "play" },
];

const BY_ID = new Map<string, CharacterData>(CHARACTERS.map((c) => [c.id, c]));

/** The character with this id (undefined for an unknown id). */
export function character(id: string): CharacterData | undefined {
  return BY_ID.get(id);
}
