/**
 * Messages written for people (the specification's texts). A schema that uses one in a
 * validation rule wraps it here, so the server answers it as is; any other validation
 * message is prefixed with the name of the field it is about.
 */
const messages = new Set<string>();

export function userFacing<T extends string>(message: T): T {
  messages.add(message);
  return message;
}

export function isUserFacing(message: string): boolean {
  return messages.has(message);
}

/** Every message written for people so far (the server's tables translate each one). */
export function userFacingMessages(): ReadonlySet<string> {
  return messages;
}
