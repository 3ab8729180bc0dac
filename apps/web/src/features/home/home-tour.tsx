import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button } from '../../ui';
import styles from './home-tour.module.css';

export const TOUR_STEPS = ['welcome', 'widgets', 'menu', 'search', 'account'] as const;

interface HomeTourProps {
  /**
   * How the widgets speak to this user (see `useActionsWording`): of what waits for them, of what is open in
   * the company, or 'none' when the page shows them no widget of the company's matters.
   */
  widgets: 'reader' | 'open' | 'none';
  /** Whether the header has the quick search. */
  hasQuickSearch: boolean;
}

const WIDGETS_STEP = { reader: 'widgets', open: 'widgets-open', none: 'widgets-none' } as const;

/**
 * §3 Profile `mainTourDismissed`: a first-time user's home opens with a short tour of the portal, shown once.
 * It is a panel of the page, not a dialog, so nothing else is blocked: its steps are read in order (Next and
 * Back move focus to the step's heading), Skip or Escape anywhere in it closes it. The profile remembers it as
 * soon as it is shown, so it never comes back, in any browser. A user without the widgets or the quick search is
 * told what the page offers them instead (the same steps, so the server's first paint counts them right). The
 * step on widgets speaks as the widget does: operator staff and readers are not told that matters wait for them.
 */
export function HomeTour({ widgets, hasQuickSearch }: HomeTourProps) {
  const { t } = useTranslation();
  const { profile } = useSessionUser();
  const update = useUpdateProfile();
  const [open, setOpen] = useState(() => !profile.mainTourDismissed);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saved = useRef(false);
  const { mutate } = update;

  useEffect(() => {
    if (!open || saved.current) return;
    saved.current = true;
    mutate({ mainTourDismissed: true });
  }, [open, mutate]);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  if (!open) return null;
  const shown = TOUR_STEPS[step]!;
  const name =
    shown === 'widgets'
      ? WIDGETS_STEP[widgets]
      : shown === 'search' && !hasQuickSearch
        ? 'search-none'
        : shown;
  const last = step === TOUR_STEPS.length - 1;
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    // Escape is taken from the panel's own buttons and heading as it bubbles up; the panel itself is no control.
    <section className={styles.tour} aria-labelledby="home-tour-title" onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <p className={styles.progress}>
          {t('home.tour.progress', { step: step + 1, steps: TOUR_STEPS.length })}
        </p>
        <Button variant="tertiary" size="small" onPress={close}>
          {t('home.tour.skip')}
        </Button>
      </div>
      <h2 id="home-tour-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t(`home.tour.${name}.title`)}
      </h2>
      <p className={styles.text}>{t(`home.tour.${name}.text`)}</p>
      <div className={styles.actions}>
        {step > 0 ? (
          <Button variant="secondary" size="small" onPress={() => go(step - 1)}>
            {t('home.tour.back')}
          </Button>
        ) : null}
        {last ? (
          <Button size="small" onPress={close}>
            {t('home.tour.done')}
          </Button>
        ) : (
          <Button size="small" onPress={() => go(step + 1)}>
            {t('home.tour.next')}
          </Button>
        )}
      </div>
    </section>
  );
}
