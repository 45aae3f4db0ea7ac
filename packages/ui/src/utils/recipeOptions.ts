interface RecipeLike {
  classNames: { variants: Record<string, Record<string, string>> };
}

/**
 * The options of one variant group, read from the recipe itself, so a story's matrix cannot
 * drift from the CSS or from the props' type.
 */
export function recipeOptions<R extends RecipeLike, G extends keyof R['classNames']['variants'] & string>(
  recipe: R,
  group: G,
): Array<keyof R['classNames']['variants'][G] & string> {
  return Object.keys(recipe.classNames.variants[group] ?? {}) as Array<keyof R['classNames']['variants'][G] & string>;
}
