import { Button, HelpIcon, Tooltip } from '../../../ui';
import { Example } from '../gallery-section';

const HELP_HTML =
  '<p>Cost centres group <strong>monthly costs</strong>.</p><a href="https://example.com/help" target="_blank">Read more</a>';

export function TooltipSection() {
  return (
    <>
      <Example label="tooltip: placements (hover or focus)">
        {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
          <Tooltip key={placement} content={`Shown on the ${placement}`} placement={placement}>
            <Button variant="secondary" size="small">
              {placement}
            </Button>
          </Tooltip>
        ))}
      </Example>
      <Example label="tooltip: long text wraps at 420 px">
        <Tooltip content="Submitting sends the order to approval. An approver of your company gets an e-mail and can accept or decline the order; you will see the result under order requests.">
          <Button variant="secondary">Submit for approval</Button>
        </Tooltip>
      </Example>
      <Example label="tooltip: sanitised HTML, clickable (hides 100 ms after leaving)">
        <Tooltip html={HELP_HTML} isClickable>
          <Button variant="secondary">Cost centre</Button>
        </Tooltip>
      </Example>
      <Example label="help icon: text (hides after 500 ms), clickable HTML">
        Cost centre{' '}
        <HelpIcon label="Help: cost centre" content="Costs are grouped by cost centre on the invoice." />
        Payer <HelpIcon label="Help: payer" html={HELP_HTML} isClickable />
      </Example>
    </>
  );
}
