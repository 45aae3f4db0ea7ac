// The seller's reviews read through the same loader module, its seller variant.
export { sellerLoader as loader } from './reviews.loader.ts';
