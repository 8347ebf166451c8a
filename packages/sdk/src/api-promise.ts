/** An answer with what came with it. */
export interface ApiResponse<T> {
  /** The parsed JSON answer. */
  data: T;
  /** The raw response (headers, status); its body has been read. */
  response: Response;
  /** The server's `X-Request-Id`, to quote when reporting a problem. */
  requestId: string | undefined;
}

/**
 * What every SDK method answers: a promise of the parsed answer that also gives access to the
 * response headers and request id through `withResponse()` (in the manner of openai-node).
 *
 * @example
 * const sessions = await client.sessions.listByUser();
 * const { data, response, requestId } = await client.sessions.listByUser().withResponse();
 * console.log(response.headers.get('x-next-cursor'), requestId);
 */
export class ApiPromise<T> implements PromiseLike<T> {
  readonly #answer: Promise<ApiResponse<T>>;

  constructor(answer: Promise<ApiResponse<T>>) {
    this.#answer = answer;
  }

  /** The answer with its response and request id. */
  withResponse(): Promise<ApiResponse<T>> {
    return this.#answer;
  }

  // biome-ignore lint/suspicious/noThenProperty: this class is a thenable on purpose, like a Promise.
  then<R1 = T, R2 = never>(
    onfulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#answer.then(({ data }) => data).then(onfulfilled, onrejected);
  }

  catch<R = never>(onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null): Promise<T | R> {
    return this.then(undefined, onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }

  readonly [Symbol.toStringTag] = 'ApiPromise';
}
