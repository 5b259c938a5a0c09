/** Server-side sessions and pending sign-in requests (both expire via TTL and are checked on read). */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/clients';
import { keys } from './keys';

export interface Session {
  login: string;
  sub: string;
  idToken?: string;
  createdAt: string;
  expiresAt: number;
}

export interface AuthRequest {
  state: string;
  codeVerifier: string;
  nonce: string;
  navrat: string;
  expiresAt: number;
}

const hash = (id: string) => createHash('sha256').update(id).digest('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export const sessionRepo = {
  /** Creates a session and returns its secret id (only its hash is stored). */
  async create(data: Omit<Session, 'createdAt' | 'expiresAt'>, hours: number): Promise<{ id: string; session: Session }> {
    const id = randomBytes(32).toString('base64url');
    const session: Session = { ...data, createdAt: new Date().toISOString(), expiresAt: nowSeconds() + Math.round(hours * 3600) };
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...keys.session(hash(id)), entity: 'SESSION', ...session } }));
    return { id, session };
  },
  async get(id: string): Promise<Session | null> {
    if (!id || id.length > 128) return null;
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.session(hash(id)) }));
    const s = out.Item as Session | undefined;
    if (!s || s.expiresAt <= nowSeconds()) return null;
    return s;
  },
  async delete(id: string): Promise<void> {
    if (!id || id.length > 128) return;
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(hash(id)) }));
  },

  async putAuthRequest(req: Omit<AuthRequest, 'expiresAt'>, ttlSeconds = 600): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.authRequest(req.state), entity: 'AUTHREQ', ...req, expiresAt: nowSeconds() + ttlSeconds },
      }),
    );
  },
  /** Reads and deletes a pending sign-in request (single use). */
  async takeAuthRequest(state: string): Promise<AuthRequest | null> {
    if (!state || state.length > 128) return null;
    const out = await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.authRequest(state), ReturnValues: 'ALL_OLD' }));
    const r = out.Attributes as AuthRequest | undefined;
    if (!r || r.expiresAt <= nowSeconds()) return null;
    return r;
  },
};
