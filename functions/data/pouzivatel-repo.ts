import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Opravnenie } from '@shared/domain/opravnenia';
import { dynamo, tableName } from '../lib/clients';
import { keys, stripKeys } from './keys';
import { organizaciaRepo } from './organizacia-repo';
import { queryAll } from './query';
import { TransactConditionFailed, transactWrite } from './transaction';
import { WriteError } from './write-error';

/** Stored user record: organisations are referenced by uuid and resolved on read. */
export interface PouzivatelItem {
  uuid: string;
  login: string;
  meno: string;
  priezvisko: string;
  email?: string;
  aktivny: boolean;
  titulPredMenom?: string;
  titulZaMenom?: string;
  telefonneCislo?: string;
  funkcia?: string;
  gdprSuhlas: boolean;
  opravnenia: Opravnenie[];
  organizacieUuids: string[];
  notifikaciaNoveOznamenie: boolean;
  notifikaciaNovaSkodovaUdalost: boolean;
  version: number;
}

export type NewPouzivatel = Omit<PouzivatelItem, 'uuid' | 'version'> & { uuid?: string };

/** The fields an administrator edits on the user detail (versioned). */
export type PouzivatelNastavenia = Pick<PouzivatelItem, 'opravnenia' | 'notifikaciaNoveOznamenie' | 'notifikaciaNovaSkodovaUdalost'>;

/** The fields the directory owns (synchronisation). */
export type PouzivatelZAdresara = Pick<PouzivatelItem, 'meno' | 'priezvisko' | 'email' | 'aktivny'>;

/** One change of a user's rights or notification flags: who changed what, when. */
export interface PouzivatelZmena {
  at: string;
  login: string;
  pred: PouzivatelNastavenia;
  po: PouzivatelNastavenia;
}

const toPouzivatel = (item: Record<string, unknown>): PouzivatelItem => {
  const u = stripKeys(item) as unknown as PouzivatelItem;
  return { ...u, organizacieUuids: u.organizacieUuids ?? [], opravnenia: u.opravnenia ?? [] };
};

const loginGuard = (login: string, uuid: string) => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.pouzivatelLoginUnique(login), entity: 'POUZIVATEL_LOGIN', pouzivatelUuid: uuid },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const pouzivatelRepo = {
  async get(uuid: string): Promise<PouzivatelItem | null> {
    const out = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.pouzivatel(uuid) }));
    return out.Item ? toPouzivatel(out.Item) : null;
  },
  async findByLogin(login: string): Promise<PouzivatelItem | null> {
    const k = keys.pouzivatelByLogin(login);
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': k.gsi1pk, ':sk': k.gsi1sk },
    });
    return items[0] ? toPouzivatel(items[0]) : null;
  },
  /**
   * Every user, from one gsi2 partition (`gsi2pk=POUZIVATELIA`). The product has hundreds of
   * staff accounts at most (≈1 kB each), so the settings list reads the partition and filters,
   * sorts and pages in memory.
   */
  async listAll(): Promise<PouzivatelItem[]> {
    const items = await queryAll<Record<string, unknown>>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pouzivateliaAll('').gsi2pk },
    });
    return items.map(toPouzivatel);
  },
  /**
   * Creates a user, its login guard and the reference counts of its organisations in one
   * transaction: two concurrent creations of one login (e.g. two synchronisations) yield one user.
   */
  async create(data: NewPouzivatel): Promise<PouzivatelItem> {
    const user: PouzivatelItem = { ...data, uuid: data.uuid ?? randomUUID(), version: 1 };
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...keys.pouzivatel(user.uuid),
              ...keys.pouzivatelByLogin(user.login),
              ...keys.pouzivateliaAll(user.login),
              entity: 'POUZIVATEL',
              ...user,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        loginGuard(user.login, user.uuid),
        ...[...new Set(user.organizacieUuids)].map((o) => organizaciaRepo.referenceChange(o, 1, { anyValidity: true })),
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[1]) throw new WriteError('loginTaken');
        if (err.failed.slice(2).some(Boolean)) throw new WriteError('organizaciaNeplatna');
      }
      throw err;
    }
    return user;
  },
  /** Brings a user stored before the list index and login guard existed into both (idempotent). */
  async backfillIndexes(user: PouzivatelItem): Promise<void> {
    const g = keys.pouzivateliaAll(user.login);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pouzivatel(user.uuid),
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':pk': g.gsi2pk, ':sk': g.gsi2sk },
      }),
    );
    try {
      await dynamo().send(new PutCommand(loginGuard(user.login, user.uuid).Put));
    } catch (err) {
      if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    }
  },
  /**
   * Versioned change of rights and notification flags, with a change record (who, when,
   * before/after) written in the same transaction. A stale version fails with 'stale'.
   */
  async updateNastavenia(current: PouzivatelItem, expectedVersion: number, change: PouzivatelNastavenia, by: string): Promise<PouzivatelItem> {
    const at = new Date().toISOString();
    const zmena: PouzivatelZmena = {
      at,
      login: by,
      pred: {
        opravnenia: current.opravnenia,
        notifikaciaNoveOznamenie: current.notifikaciaNoveOznamenie,
        notifikaciaNovaSkodovaUdalost: current.notifikaciaNovaSkodovaUdalost,
      },
      po: change,
    };
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: keys.pouzivatel(current.uuid),
            UpdateExpression: 'SET opravnenia = :o, notifikaciaNoveOznamenie = :n1, notifikaciaNovaSkodovaUdalost = :n2, #version = #version + :one',
            ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: {
              ':o': change.opravnenia,
              ':n1': change.notifikaciaNoveOznamenie,
              ':n2': change.notifikaciaNovaSkodovaUdalost,
              ':one': 1,
              ':expected': expectedVersion,
            },
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.pouzivatelZmena(current.uuid, `${at}#${randomUUID()}`), entity: 'POUZIVATEL_ZMENA', ...zmena } } },
      ]);
    } catch (err) {
      if (err instanceof TransactConditionFailed && err.failed[0]) throw new WriteError('stale');
      throw err;
    }
    return { ...current, ...change, version: expectedVersion + 1 };
  },
  /** Change records of one user, oldest first. */
  async listZmeny(uuid: string): Promise<PouzivatelZmena[]> {
    const items = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :zmena)',
      ExpressionAttributeValues: { ':pk': keys.pouzivatel(uuid).pk, ':zmena': 'ZMENA#' },
    });
    return items.map((i) => stripKeys(i) as unknown as PouzivatelZmena);
  },
  /**
   * Adds an organisation to the user's list and counts the reference, atomically. Membership is
   * a set operation (it cannot lose another administrator's change), so it does not bump `version`,
   * which guards the rights form. Returns false when the user already had it.
   */
  async addOrganizacia(uuid: string, organizaciaUuid: string): Promise<boolean> {
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: keys.pouzivatel(uuid),
            UpdateExpression: 'SET organizacieUuids = list_append(if_not_exists(organizacieUuids, :empty), :new)',
            ConditionExpression: 'attribute_exists(pk) AND NOT contains(organizacieUuids, :org)',
            ExpressionAttributeValues: { ':empty': [], ':new': [organizaciaUuid], ':org': organizaciaUuid },
          },
        },
        organizaciaRepo.referenceChange(organizaciaUuid, 1),
      ]);
      return true;
    } catch (err) {
      if (err instanceof TransactConditionFailed) {
        if (err.failed[1]) throw new WriteError('organizaciaNeplatna');
        const user = await pouzivatelRepo.get(uuid);
        if (!user) throw new WriteError('missing');
        if (user.organizacieUuids.includes(organizaciaUuid)) return false;
      }
      throw err;
    }
  },
  /** Removes an organisation from the user's list and uncounts the reference. Returns false when it was not there. */
  async removeOrganizacia(uuid: string, organizaciaUuid: string): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const user = await pouzivatelRepo.get(uuid);
      if (!user) throw new WriteError('missing');
      const index = user.organizacieUuids.indexOf(organizaciaUuid);
      if (index < 0) return false;
      const orgExists = Boolean(await organizaciaRepo.get(organizaciaUuid));
      try {
        await transactWrite([
          {
            Update: {
              TableName: tableName(),
              Key: keys.pouzivatel(uuid),
              // list index in a REMOVE path cannot be a placeholder; it is a number we computed
              UpdateExpression: `REMOVE organizacieUuids[${index}]`,
              ConditionExpression: `organizacieUuids[${index}] = :org`,
              ExpressionAttributeValues: { ':org': organizaciaUuid },
            },
          },
          ...(orgExists ? [organizaciaRepo.referenceChange(organizaciaUuid, -1)] : []),
        ]);
        return true;
      } catch (err) {
        // the list changed meanwhile (another administrator): read it again
        if (!(err instanceof TransactConditionFailed)) throw err;
      }
    }
    throw new WriteError('stale');
  },
  /** Writes what the directory says (names, email, active flag); not versioned: the admin form does not edit these. */
  async updateZAdresara(uuid: string, data: PouzivatelZAdresara): Promise<void> {
    const set = ['meno = :meno', 'priezvisko = :priezvisko', 'aktivny = :aktivny'];
    const values: Record<string, unknown> = { ':meno': data.meno, ':priezvisko': data.priezvisko, ':aktivny': data.aktivny };
    if (data.email) {
      set.push('email = :email');
      values[':email'] = data.email;
    }
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pouzivatel(uuid),
        UpdateExpression: `SET ${set.join(', ')}${data.email ? '' : ' REMOVE email'}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: values,
      }),
    );
  },
};
