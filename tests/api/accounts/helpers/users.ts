/** Confirmed accounts for tests, made through the calls themselves (register, mail, confirm). */
import type { FastifyInstance } from 'fastify';
import { form, post } from './api.ts';
import { waitForMail } from './outbox.ts';

export interface TestUser {
  email: string;
  password: string;
}

export async function confirmedUser(
  app: FastifyInstance,
  dataDir: string,
  email: string,
  password = 'menorah-7-lights',
  extra: Record<string, string> = {},
): Promise<TestUser> {
  const answer = await post(app, '/api/register', { email, password, ...extra });
  if (answer.statusCode !== 200) throw new Error(`registration failed: ${answer.body}`);
  const mail = await waitForMail(dataDir, email);
  const pin = new URL(mail.link).searchParams.get('email-pin') ?? '';
  const confirmed = await form(app, '/api/confirm-email', { pin });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return { email, password };
}

export async function loginToken(app: FastifyInstance, user: TestUser): Promise<string> {
  const answer = await post(app, '/api/login', { email: user.email, password: user.password });
  if (answer.statusCode !== 200) throw new Error(`login failed: ${answer.body}`);
  return answer.json().token as string;
}
