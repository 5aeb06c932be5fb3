// What the visitor looks for in an e-mail of the auth service: the 6-digit code and the
// device-approval link. Shared by the Mailbox page and the browser tests.

/** The first 6-digit code standing alone in the text, if any. */
export function codeIn(text: string): string | undefined {
  return /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0]
}

/** The device-approval link in the text, if any. */
export function approvalLinkIn(text: string): string | undefined {
  return /https?:\/\/\S+\/v1\/device\/approve\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0]
}
