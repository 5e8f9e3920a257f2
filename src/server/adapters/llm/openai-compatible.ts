// The optional language model: any OpenAI-compatible chat-completions endpoint, through the openai SDK.
import OpenAI from 'openai';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}

export interface LlmClient {
  /** the reply's text as it arrives; throws on HTTP errors and when the signal aborts */
  streamReply(messages: LlmMessage[], signal: AbortSignal): AsyncIterable<string>;
  /**
   * One answer asked for as a JSON object (`response_format: json_object`), as text for the caller to parse
   * and validate; throws on HTTP errors, when the signal aborts and when the model sends no content.
   */
  completeJson(messages: LlmMessage[], signal: AbortSignal, maxTokens: number): Promise<string>;
}

/** how long the assistant waits for the model before the built-in reply answers */
export const LLM_TIMEOUT_MS = 20_000;

const clients = new Map<string, OpenAI>();

function sdkFor(config: LlmConfig, timeoutMs: number): OpenAI {
  const key = `${config.baseURL}\u0000${config.apiKey}\u0000${timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    // no retries: a second attempt would blow the user's time budget; the matcher's reply is the fallback
    client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, timeout: timeoutMs, maxRetries: 0 });
    clients.set(key, client);
  }
  return client;
}

/** null when AI_BASE_URL, AI_API_KEY or AI_MODEL is missing: the built-in matcher answers alone */
export function llmConfigFrom(env: { AI_BASE_URL?: string; AI_API_KEY?: string; AI_MODEL?: string }): LlmConfig | null {
  if (!env.AI_BASE_URL || !env.AI_API_KEY || !env.AI_MODEL) return null;
  return { baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL };
}

export function createLlmClient(config: LlmConfig, timeoutMs: number): LlmClient {
  const sdk = sdkFor(config, timeoutMs);
  return {
    async *streamReply(messages, signal) {
      const stream = await sdk.chat.completions.create(
        { model: config.model, messages, stream: true, temperature: 0.3, max_tokens: 500 },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
      // the SDK ends a stream quietly when it is aborted; a cut-off answer is a failure, not a reply
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('LLM request aborted');
    },
    async completeJson(messages, signal, maxTokens) {
      const answer = await sdk.chat.completions.create(
        {
          model: config.model,
          messages,
          temperature: 0,
          max_tokens: maxTokens,
          response_format: { type: 'json_object' },
        },
        { signal },
      );
      const text = answer.choices[0]?.message?.content;
      if (!text) throw new Error('empty LLM answer');
      return text;
    },
  };
}
