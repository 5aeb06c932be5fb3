import type { TranslationLoader } from '../i18n/types'
import type { ViewId } from '../router/views'

/**
 * A label a plugin shows before its code (and so its translations) has loaded. Either the
 * text in each language it offers (English required, standing in for the others), written
 * into the manifest and so into the host page's first download; or a key of the plugin's
 * manifest texts (`PluginEntry.texts`), which the modal's UI loads with itself, so the host
 * page carries no word of it.
 */
export type ManifestText =
  ({ readonly en: string } & { readonly [tag: string]: string | undefined }) | string

/** Texts by key; a key with dots (`account.title`) reads nested objects. */
export interface ManifestTextTree {
  readonly [key: string]: string | ManifestTextTree
}

/**
 * How a plugin brings its manifest texts (the labels its manifest names by key): one
 * language's texts at a time, each language its own chunk,
 * `(language) => import(`./locales/manifest/${language}.json`)`; English is required.
 */
export type ManifestTexts = TranslationLoader

/**
 * A button of the Account view's row of actions (Send, Receive, Swap, Buy) that opens one of the
 * plugin's views: a picture with the title under it, the description on hover. The kit draws
 * the pictures of the ids `send`, `receive`, `swap` and `buy`, and a generic one for any other.
 */
export interface AccountAction {
  /** Unique among the Account actions; the button's test id is `account-action-<id>`. */
  id: string
  view: ViewId
  title: ManifestText
  description?: ManifestText
  /** Lower first, in the row after the network, Wallets and Disconnect. Default 100. */
  order?: number
}

/** A tab of the Account view (Activity, NFTs) whose panel is one of the plugin's views. */
export interface AccountTab {
  view: ViewId
  title: ManifestText
  /** Lower first; the shell's own Tokens tab has order 0. Default 100. */
  order?: number
}

/** A part of the Connect view (the e-mail form, the social buttons), placed by `connectMethodsOrder`. */
export interface ConnectSection {
  /** The connect method it stands for; a method the host's order leaves out is not shown. */
  method: 'email' | 'social'
  /** The plugin's view rendered inline as the section. */
  view: ViewId
}

/** A button in the modal's header, shown on the listed views (all views when absent). */
export interface HeaderAction {
  id: string
  view: ViewId
  label: ManifestText
  /** An SVG path (`d`) drawn in a 24×24 box with the current colour. */
  iconPath: string
  /** The views on which the button shows; every view when absent. */
  on?: readonly ViewId[]
}

/** What a plugin adds to the shell's views and to the modal handle, known before it loads. */
export interface PluginContributions {
  accountActions?: readonly AccountAction[]
  accountTabs?: readonly AccountTab[]
  connectSections?: readonly ConnectSection[]
  headerActions?: readonly HeaderAction[]
  /**
   * Names of methods the plugin adds to the modal handle (`modal.pay`): the handle gets a
   * function of that name at once, which loads the plugin on its first call and runs the
   * definition's `hostMethods[name]`. Type it with declaration merging on `PorticoModal`.
   */
  hostMethods?: readonly string[]
}

/**
 * Everything known of a plugin before its code loads, declared once in the plugin's
 * `manifest.ts`: the registry row and the definition both use it, and the loader checks
 * that the two agree.
 */
export interface PluginManifest {
  /** Unique per modal; also the plugin's i18n namespace. */
  id: string
  /** The remote feature that toggles it; a plugin without one is always allowed. */
  feature?: string
  /** Plugins loaded (and set up) before this one. */
  requires?: readonly string[]
  /** The views it brings: opening one loads the plugin. */
  views?: readonly ViewId[]
  /** What some of its views are to the modal, beyond being views. */
  viewRoles?: PluginViewRoles
  contributes?: PluginContributions
  /**
   * Options of `createModal` the plugin runs on, kept as the host gave them (functions and
   * class instances stay live, out of the store) and read with `hostOptionOf`. When the host
   * sets any of them the plugin loads at once, to meet the first connection (a restored one
   * too); a plugin that declares some and finds none set does nothing until a view opens it.
   */
  hostOptions?: readonly string[]
}

/**
 * Roles of a plugin's own views, read when the plugin loads (a view only shows once its
 * plugin has loaded).
 */
export interface PluginViewRoles {
  /**
   * Views on which the visitor connects a wallet (a social sign-in, say): once a connection
   * succeeds the modal closes from them, and a wrong-network prompt takes their place, as it
   * does from the modal's own Connect, All Wallets and connecting views.
   */
  connecting?: readonly ViewId[]
}

/** Declares a plugin's manifest; the identity function checks it against the types. */
export function defineManifest<const M extends PluginManifest>(manifest: M): M {
  return manifest
}
