/** The rating chart's plot height in px: the plot, its placeholder and their styles share it. */
export const PLOT_HEIGHT = 240;
