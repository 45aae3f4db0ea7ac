import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers of every route registered after it (JSON above the threshold, and any
 * built file the build did not compress): brotli or gzip by Accept-Encoding, with Vary. The
 * built apps' files are compressed once at build time (scripts/precompress.mjs) and served as
 * they are: an answer that already has a Content-Encoding is left alone. Brotli runs at
 * quality 4 (the plugin's default; 11 costs tens of milliseconds per answer). Compressed
 * request bodies are not accepted: nothing sends them, and inflating them is a way to
 * make the server hold far more than the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
