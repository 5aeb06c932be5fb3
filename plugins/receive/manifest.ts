import { defineManifest } from 'portico/plugin'

declare module 'portico' {
  interface Views {
    Receive: undefined
  }
}

/** The receive plugin, as the registry and its definition both declare it. */
export const manifest = defineManifest({
  id: 'receive',
  views: ['Receive'],
  contributes: {
    accountActions: [
      {
        id: 'receive',
        view: 'Receive',
        title: { en: 'Receive', es: 'Recibir', de: 'Empfangen' },
        description: {
          en: 'Your address as a QR code',
          es: 'Tu dirección como código QR',
          de: 'Deine Adresse als QR-Code',
        },
        order: 20,
      },
    ],
  },
})
