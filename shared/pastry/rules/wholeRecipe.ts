// R39: whether a hold carries a whole recipe. A leaf module with no imports, so the client's HUD can ask it without
// pulling the engine into its first download.

/** R39: the captain holds every ingredient of their recipe. */
export function holdsWholeRecipe(hold: readonly string[], recipe: readonly string[]): boolean {
  return recipe.every((i) => hold.includes(i));
}
