/**
 * The presets offered under the colour area: the Starcrew blue, neutrals that print well on a
 * QR code, and a few strong hues. Shared by the component's default and its stories.
 */
export const defaultPresets = ['#1F4FD1', '#111827', '#4B5563', '#0F766E', '#15803D', '#B45309', '#B91C1C', '#7C3AED'];
