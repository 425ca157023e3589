import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../core/domain/errors.js';
import type {
  NewSearchProfile,
  SearchProfile,
  SearchProfilePatch,
} from '../../../core/domain/bidding/search-profile.js';
import type { Clock } from '../../../core/ports/clock.port.js';
import type { SearchProfileRepository } from '../../../core/ports/search-profile-repository.port.js';
import { compare, copy, definedOnly, requireUser, type MemoryTables } from './memory-tables.js';

/** Search profiles in memory; order and limits as the knex repository. */
export class InMemorySearchProfileRepository implements SearchProfileRepository {
  constructor(
    private readonly tables: MemoryTables,
    private readonly clock: Clock,
  ) {}

  private owned(userId: string): SearchProfile[] {
    return [...this.tables.searchProfiles.values()]
      .filter((profile) => profile.userId === userId)
      .sort((a, b) => compare(a.createdAt.getTime(), b.createdAt.getTime()) || compare(a.id, b.id));
  }

  async list(userId: string): Promise<readonly SearchProfile[]> {
    return this.owned(userId).map(copy);
  }

  async listActiveForUsers(userIds: readonly string[]): Promise<ReadonlyMap<string, readonly SearchProfile[]>> {
    const result = new Map<string, SearchProfile[]>();
    for (const userId of new Set(userIds)) {
      const active = this.owned(userId).filter((profile) => profile.isActive);
      if (active.length > 0) result.set(userId, active.map(copy));
    }
    return result;
  }

  async find(userId: string, id: string): Promise<SearchProfile | null> {
    const profile = this.tables.searchProfiles.get(id);
    return profile === undefined || profile.userId !== userId ? null : copy(profile);
  }

  async create(userId: string, profile: NewSearchProfile, maxOthers: number): Promise<SearchProfile | null> {
    requireUser(this.tables, userId);
    if (this.owned(userId).length >= maxOthers) return null;
    this.refuseTakenName(userId, profile.name);
    const now = this.clock.now();
    const stored: SearchProfile = {
      id: randomUUID(),
      userId,
      name: profile.name,
      isActive: profile.isActive,
      rules: copy(profile.rules),
      createdAt: now,
      updatedAt: now,
    };
    this.tables.searchProfiles.set(stored.id, stored);
    return copy(stored);
  }

  async update(userId: string, id: string, patch: SearchProfilePatch): Promise<SearchProfile | null> {
    const current = this.tables.searchProfiles.get(id);
    if (current === undefined || current.userId !== userId) return null;
    const { rules, ...fields } = patch;
    if (fields.name !== undefined) this.refuseTakenName(userId, fields.name, id);
    const next: SearchProfile = {
      ...current,
      ...definedOnly(fields),
      rules: { ...current.rules, ...definedOnly(rules ?? {}) },
      updatedAt: this.clock.now(),
    };
    this.tables.searchProfiles.set(id, copy(next));
    return copy(next);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const current = this.tables.searchProfiles.get(id);
    if (current === undefined || current.userId !== userId) return false;
    this.tables.searchProfiles.delete(id);
    return true;
  }

  /** As the knex store's unique index on (user_id, lower(name)). */
  private refuseTakenName(userId: string, name: string, exceptId?: string): void {
    if (
      this.owned(userId).some((profile) => profile.id !== exceptId && profile.name.toLowerCase() === name.toLowerCase())
    )
      throw new DomainError('SEARCH_PROFILE_NAME_TAKEN', 'You already have a profile with this name');
  }
}
