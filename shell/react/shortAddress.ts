/** `0x1234…abcd`: enough of an address to recognise it in a button. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}
