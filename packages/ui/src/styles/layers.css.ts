import { globalLayer } from '@vanilla-extract/css';

/*
 * Declared once, in this order, before any other style: the cascade then runs reset <
 * components < utilities whatever order bundlers emit the files in. App styles stay
 * unlayered, so they win over all three without `!important`.
 */
export const resetLayer = globalLayer('sc-reset');
export const componentsLayer = globalLayer('sc-components');
export const utilitiesLayer = globalLayer('sc-utilities');
