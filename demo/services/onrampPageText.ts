/**
 * The texts of the local onramp provider's checkout, in the kit's three languages; the page
 * takes the language the kit asked for (the generator's `locale`), its nearest one, or English.
 */
export const ONRAMP_PAGE_TEXT = {
  en: {
    title: 'Local Onramp checkout',
    youPay: 'You pay',
    fee: 'Fee',
    youReceive: 'You receive',
    network: 'Network',
    wallet: 'To wallet',
    cardHeading: 'Pay by card',
    bankHeading: 'Pay by bank transfer',
    name: 'Name on the card',
    holder: 'Account holder',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    routing: 'Routing number',
    account: 'Account number',
    payButton: 'Pay {total}',
    testCards: 'Test cards: {accepted} pays, {declined} is declined. Any future expiry, any CVC.',
    testBank: 'Test routing number: {routing}; any account number of 4 to 17 digits.',
    issueRequired: 'This field is required.',
    issueInvalid: 'This is not valid.',
    issueNumber: 'This card number is not valid.',
    issueExpired: 'This card has expired.',
    formIssues: 'Please correct the fields marked below.',
    declined: 'Your card was declined. Nothing was charged; try another card.',
    paying: 'Sending your purchase…',
    paidHeading: 'Purchase complete',
    paid: '{amount} {symbol} was sent to your wallet.',
    transaction: 'Transaction',
    failedHeading: 'Purchase failed',
    failed: 'The purchase could not be delivered. Nothing was charged.',
    closeTab: 'You can close this tab.',
    unknownHeading: 'Checkout not found',
    unknown: 'This checkout does not exist or has expired.',
  },
  es: {
    title: 'Pago de Local Onramp',
    youPay: 'Pagas',
    fee: 'Comisión',
    youReceive: 'Recibes',
    network: 'Red',
    wallet: 'A la billetera',
    cardHeading: 'Pagar con tarjeta',
    bankHeading: 'Pagar con transferencia bancaria',
    name: 'Nombre en la tarjeta',
    holder: 'Titular de la cuenta',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    routing: 'Número de ruta',
    account: 'Número de cuenta',
    payButton: 'Pagar {total}',
    testCards:
      'Tarjetas de prueba: {accepted} paga, {declined} se rechaza. Cualquier caducidad futura, cualquier CVC.',
    testBank: 'Número de ruta de prueba: {routing}; cualquier número de cuenta de 4 a 17 dígitos.',
    issueRequired: 'Este campo es obligatorio.',
    issueInvalid: 'Esto no es válido.',
    issueNumber: 'Este número de tarjeta no es válido.',
    issueExpired: 'Esta tarjeta ha caducado.',
    formIssues: 'Corrige los campos marcados abajo.',
    declined: 'Tu tarjeta fue rechazada. No se cobró nada; prueba con otra tarjeta.',
    paying: 'Enviando tu compra…',
    paidHeading: 'Compra completada',
    paid: 'Se enviaron {amount} {symbol} a tu billetera.',
    transaction: 'Transacción',
    failedHeading: 'La compra falló',
    failed: 'No se pudo entregar la compra. No se cobró nada.',
    closeTab: 'Puedes cerrar esta pestaña.',
    unknownHeading: 'Pago no encontrado',
    unknown: 'Este pago no existe o ha caducado.',
  },
  de: {
    title: 'Local Onramp – Kasse',
    youPay: 'Du zahlst',
    fee: 'Gebühr',
    youReceive: 'Du erhältst',
    network: 'Netzwerk',
    wallet: 'An Wallet',
    cardHeading: 'Mit Karte bezahlen',
    bankHeading: 'Per Banküberweisung bezahlen',
    name: 'Name auf der Karte',
    holder: 'Kontoinhaber',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    routing: 'Bankleitzahl (Routing)',
    account: 'Kontonummer',
    payButton: '{total} bezahlen',
    testCards:
      'Testkarten: {accepted} zahlt, {declined} wird abgelehnt. Jedes künftige Ablaufdatum, jede CVC.',
    testBank: 'Test-Routingnummer: {routing}; jede Kontonummer mit 4 bis 17 Ziffern.',
    issueRequired: 'Dieses Feld ist erforderlich.',
    issueInvalid: 'Das ist nicht gültig.',
    issueNumber: 'Diese Kartennummer ist nicht gültig.',
    issueExpired: 'Diese Karte ist abgelaufen.',
    formIssues: 'Bitte korrigiere die unten markierten Felder.',
    declined: 'Deine Karte wurde abgelehnt. Es wurde nichts belastet; versuche eine andere Karte.',
    paying: 'Dein Kauf wird gesendet…',
    paidHeading: 'Kauf abgeschlossen',
    paid: '{amount} {symbol} wurden an deine Wallet gesendet.',
    transaction: 'Transaktion',
    failedHeading: 'Kauf fehlgeschlagen',
    failed: 'Der Kauf konnte nicht zugestellt werden. Es wurde nichts belastet.',
    closeTab: 'Du kannst diesen Tab schließen.',
    unknownHeading: 'Kasse nicht gefunden',
    unknown: 'Diese Kasse gibt es nicht oder sie ist abgelaufen.',
  },
} as const satisfies Record<string, Record<string, string>>

export type PageLanguage = keyof typeof ONRAMP_PAGE_TEXT
export type PageTextKey = keyof (typeof ONRAMP_PAGE_TEXT)['en']

/** The page's language for a BCP 47 tag: its base language when written, else English. */
export function pageLanguage(tag: string | undefined): PageLanguage {
  const base = (tag ?? '').toLowerCase().split('-')[0] ?? ''
  return base in ONRAMP_PAGE_TEXT ? (base as PageLanguage) : 'en'
}

/** A text in `language`, its `{name}` placeholders filled. */
export function pageText(
  language: PageLanguage,
  key: PageTextKey,
  values: Record<string, string> = {},
): string {
  const text: string = ONRAMP_PAGE_TEXT[language][key]
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
