import { useState } from 'react'
import {
  createTestModal,
  createTestUser,
  pushView,
  registerTestView,
  renderModal,
  setupServiceServer,
} from 'portico/testing'
import { describe, expect, it } from 'vitest'

// The `user` renderModal / renderView give works on the controls inside the modal's shadow
// root as it does on a page's own: typing, clearing, choosing, keys, Tab.

setupServiceServer()

/** A throwaway view with the controls a plugin's form has. */
function Form() {
  const [name, setName] = useState('Ada')
  const [network, setNetwork] = useState('base')
  const [note, setNote] = useState('first note')
  return (
    <form aria-label="Details">
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Network
        <select value={network} onChange={(event) => setNetwork(event.target.value)}>
          <option value="base">Base</option>
          <option value="mainnet">Ethereum</option>
        </select>
      </label>
      <label>
        Note
        <textarea value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" disabled>
        Not now
      </button>
      <button type="button">Save</button>
      <output>{`${name}|${network}|${note}`}</output>
    </form>
  )
}

async function formView() {
  const modal = createTestModal()
  const view = await renderModal(modal)
  await view.findByRole('dialog', { name: 'Connect Wallet' })
  registerTestView(modal, 'KitUserForm', Form)
  pushView(modal, 'KitUserForm')
  await view.findByRole('form', { name: 'Details' })
  const field = (name: string) => view.getByRole('textbox', { name })
  const shown = () => view.root.querySelector('output')?.textContent
  return { ...view, field, shown }
}

describe('the user of a rendered modal, inside its shadow root', () => {
  it('clears and types into a field', async () => {
    const { user, field, shown } = await formView()
    await user.clear(field('Name'))
    expect(field('Name')).toHaveProperty('value', '')
    await user.type(field('Name'), 'Grace')
    await user.clear(field('Note'))
    await user.type(field('Note'), 'second')
    expect(shown()).toBe('Grace|base|second')
  })

  it('chooses an option and presses keys', async () => {
    const { user, field, getByRole, shown } = await formView()
    await user.selectOptions(getByRole('combobox', { name: 'Network' }), 'Ethereum')
    await user.click(field('Name'))
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}Bob')
    await user.click(field('Note'))
    await user.paste('!')
    expect(shown()).toBe('Bob|mainnet|first note!')
  })

  it('Tab and Shift+Tab move between the controls, skipping a disabled one', async () => {
    const { user, field, getByRole, root } = await formView()
    await user.click(field('Name'))
    await user.tab()
    expect(root.activeElement).toBe(getByRole('combobox', { name: 'Network' }))
    await user.tab()
    expect(root.activeElement).toBe(field('Note'))
    await user.keyboard('{Tab}')
    expect(root.activeElement).toBe(getByRole('button', { name: 'Save' }))
    await user.tab({ shift: true })
    expect(root.activeElement).toBe(field('Note'))
    await user.tab({ shift: true })
    await user.tab({ shift: true })
    expect(root.activeElement).toBe(field('Name'))
  })

  it('Tab from the last control stays in the dialog, as its focus trap keeps it', async () => {
    const { user, getByRole, root } = await formView()
    await user.click(getByRole('button', { name: 'Save' }))
    await user.tab()
    // The dialog's first stop: the header's Back button.
    expect(root.activeElement).toBe(getByRole('button', { name: 'Back' }))
    expect(document.activeElement).not.toBe(document.body)
  })

  it('createTestUser gives such a user to suites that make their own', async () => {
    const { field, shown } = await formView()
    const user = createTestUser()
    await user.clear(field('Name'))
    await user.type(field('Name'), 'Lin')
    expect(shown()).toBe('Lin|base|first note')
    const sub = user.setup({ delay: null })
    await sub.clear(field('Name'))
    expect(shown()).toBe('|base|first note')
  })
})
