/** Escapes LIKE's wildcards so a search for "50%" or "a_b" matches those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
