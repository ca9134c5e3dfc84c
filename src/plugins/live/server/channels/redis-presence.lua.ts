/**
 * The presence scripts, run atomically by Redis. Per channel: a set of the instances serving it,
 * one hash per instance (user id → that instance's sockets of the user) that expires unless its
 * instance vouches for it, and a hash of what each member shows (user id → user_info JSON). An
 * instance whose hash expired (killed without a goodbye) is dropped from the set as it is met.
 *
 * KEYS: the instances set, this instance's hash, the info hash. ARGV: this instance's id, the user
 * id, then what each script needs, and last the prefix of every instance's hash key.
 */

/** Whether the user is on the channel through another socket, on any instance (sets `present`). */
const PRESENT_ELSEWHERE = `
local present = false
for _, instance in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local key = prefix .. instance
  if redis.call('EXISTS', key) == 0 then
    redis.call('SREM', KEYS[1], instance)
  elseif redis.call('HEXISTS', key, ARGV[2]) == 1 then
    present = true
  end
end`;

/** The members now: user ids and their info JSON, flattened. */
const MEMBERS = `
local seen, out = {}, {}
for _, instance in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  for _, user in ipairs(redis.call('HKEYS', prefix .. instance)) do
    if not seen[user] then
      seen[user] = true
      table.insert(out, user)
      table.insert(out, redis.call('HGET', KEYS[3], user) or 'null')
    end
  end
end`;

/** ARGV[3]: the member's info JSON, ARGV[4]: the time to live (ms). Answers {added, members}. */
export const JOIN = `
local prefix = ARGV[5]
${PRESENT_ELSEWHERE}
redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
redis.call('SADD', KEYS[1], ARGV[1])
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ARGV[4]) end
${MEMBERS}
return { present and 0 or 1, out }`;

/** Answers 1 when the user's last socket on the channel, on every instance, is gone. */
export const LEAVE = `
local prefix = ARGV[3]
if redis.call('HINCRBY', KEYS[2], ARGV[2], -1) <= 0 then redis.call('HDEL', KEYS[2], ARGV[2]) end
${PRESENT_ELSEWHERE}
if present then return 0 end
redis.call('HDEL', KEYS[3], ARGV[2])
return 1`;

/** Answers the members, flattened. */
export const MEMBERS_OF = `
local prefix = ARGV[1]
${MEMBERS}
return out`;
