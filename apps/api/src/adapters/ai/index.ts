import { createBuiltInWriter } from './builtInWriter.ts';
import { createOpenAiCompatibleWriter, type OpenAiConfig } from './openAiCompatibleWriter.ts';
import type { ReplyWriter } from './replyWriter.ts';

export interface ReplyWriterConfig {
  /** An OpenAI-compatible endpoint; when absent, the built-in writer drafts replies. */
  openAi?: (OpenAiConfig & { timeoutMs?: number }) | undefined;
}

/** The configured AI service when there is one, the built-in writer otherwise (decisions.md). */
export function createReplyWriter({ openAi }: ReplyWriterConfig = {}): ReplyWriter & { kind: 'openai' | 'builtin' } {
  if (openAi) return { kind: 'openai', ...createOpenAiCompatibleWriter(openAi) };
  return { kind: 'builtin', ...createBuiltInWriter() };
}

export { createBuiltInWriter, writeReply } from './builtInWriter.ts';
export { detectTopics } from './builtIn/topics.ts';
export type { Topic } from './builtIn/topics.ts';
export { createOpenAiCompatibleWriter, parseRetryAfter } from './openAiCompatibleWriter.ts';
export type { OpenAiConfig, OpenAiWriterOptions } from './openAiCompatibleWriter.ts';
export { buildSystemPrompt, buildUserPrompt } from './prompt.ts';
export { AiError, assertDraftInput, clampReply, REPLY_MAX_LENGTH } from './replyWriter.ts';
export type { AiErrorKind, DraftInput, DraftReply, ReplyLanguage, ReplyTone, ReplyWriter } from './replyWriter.ts';
