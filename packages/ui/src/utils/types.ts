/** The shape of a theme contract with every leaf replaced by `Leaf`. */
export type MapLeafNodes<Obj, Leaf> = {
  [Key in keyof Obj]: Obj[Key] extends string ? Leaf : MapLeafNodes<Obj[Key], Leaf>;
};
