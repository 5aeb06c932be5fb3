/**
 * The onboarding views' styles: they travel in the views' chunk and are rendered as a <style>
 * inside the view (the modal's shadow root), so the shared stylesheet does not grow.
 */
export const ONBOARDING_STYLES = `
.onboarding { display: grid; gap: 16px; }
.onboarding-points { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
.onboarding-point { display: grid; gap: 4px; }
.onboarding-point h3 { margin: 0; font-size: 1em; font-weight: 600; }
.onboarding-install {
  display: flex;
  align-items: center;
  gap: 12px;
  min-block-size: 44px;
  padding-block: 10px;
  padding-inline: 12px;
  border-radius: calc(var(--portico-border-radius) / 1.6);
  background: var(--portico-surface);
  color: var(--portico-foreground);
  text-decoration: none;
}
.onboarding-install:focus-visible { outline: 2px solid var(--portico-accent); outline-offset: 2px; }
.onboarding-install img, .onboarding-install-placeholder {
  flex: none; inline-size: 32px; block-size: 32px; border-radius: 8px; background: var(--portico-border);
}
.onboarding-install-name { font-weight: 600; min-inline-size: 0; overflow-wrap: anywhere; }
.onboarding-install-out { flex: none; margin-inline-start: auto; color: var(--portico-muted); }
`
