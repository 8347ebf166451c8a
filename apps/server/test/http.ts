/** Small fetch helpers for server tests: real HTTP against the real server. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: {
    json?: unknown;
    form?: Record<string, string>;
    token?: string;
    raw?: string;
    type?: string;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw !== undefined) {
    headers['content-type'] = options.type ?? 'application/json';
    body = options.raw;
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

export interface Registered {
  id: string;
  username: string;
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
}

export async function register(base: string, user: Record<string, string>): Promise<Registered> {
  const answer = await call<{ user: { id: string }; access_token: string; refresh_token: string }>(
    base,
    'POST',
    '/auth/register',
    { json: user },
  );
  if (answer.status !== 201)
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    id: answer.body.user.id,
    username: user.username ?? '',
    email: user.email ?? '',
    password: user.password ?? '',
    access_token: answer.body.access_token,
    refresh_token: answer.body.refresh_token,
  };
}
