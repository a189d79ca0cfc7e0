/** A tree of English messages: each leaf is a text, the keys on its way name it. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

type Joined<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;

/** The same tree with each text replaced by its code, the path of keys ('listings.hostel.nameRequired'). */
export type CodeTree<T, Prefix extends string> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? Joined<Prefix, K>
    : CodeTree<T[K], Joined<Prefix, K>>;
};

/** Every leaf of a code tree, as a union of string literals. */
export type LeafOf<T> = T extends string ? T : { [K in keyof T]: LeafOf<T[K]> }[keyof T];

/**
 * The codes of a module's messages: `codesOf('auth', AUTH_MESSAGES).emailRequired` is
 * 'auth.emailRequired'. Schemas and the API use codes; the English stays in the message tree,
 * so rewording a text never changes its code.
 */
export function codesOf<const T extends MessageTree, const Prefix extends string>(
  prefix: Prefix,
  tree: T,
): CodeTree<T, Prefix> {
  const entries = Object.entries(tree).map(([key, value]) => {
    const code = prefix === '' ? key : `${prefix}.${key}`;
    return [key, typeof value === 'string' ? code : codesOf(code, value)];
  });
  return Object.fromEntries(entries) as CodeTree<T, Prefix>;
}

/** Every [code, text] of a tree, in its order. */
export function leavesOf(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const code = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[code, value]] : leavesOf(value, code);
  });
}
