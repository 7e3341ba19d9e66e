import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { User } from '../domain/user.entity.js';

/** Usernames and emails are unique ignoring case, as the indexes on lower(...) enforce. */
export function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() });
}

export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { [raw('lower(email)')]: email.toLowerCase() });
}

/** A user whose name looks like one with this skeleton (usernameSkeleton), by the index on the column. */
export function findUserBySkeleton(em: EntityManager, skeleton: string): Promise<User | null> {
  return em.findOne(User, { usernameSkeleton: skeleton });
}
