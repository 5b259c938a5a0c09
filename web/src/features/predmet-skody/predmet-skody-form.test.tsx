import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Atribut } from '@shared/api/predmet-skody';
import { predvoleneHodnoty } from '@shared/domain/predmet-skody-polia';
import { PredmetSkodyForm, type PredmetSkodyFormProps } from './predmet-skody-form';
import { domRoot } from '@web/test/dom-root';

// the form's 'Späť' is a router link; outside a router it is plain text
// no router here: the unsaved-changes guard's blocker stays idle
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, className }: { children: unknown; className?: string }) => <span className={className}>{children as string}</span>,
  useBlocker: () => ({ status: 'idle' }),
}));


const dom = domRoot();
let renders = 0;

beforeEach(() => {
  // jsdom has no WebGL: the map picker works with its coordinate inputs only
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // code lists: one DRUH_SKODY item; the map's overlay configuration: none
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('mapove-vrstvy')
        ? Response.json({ vrstvy: [] })
        : Response.json([{ type: 'DRUH_SKODY', values: [{ uuid: '11111111-1111-4111-8111-111111111111', label: 'usmrtenie', type: 'DRUH_SKODY', aktivna: true }] }]),
    ),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function render(props: Partial<PredmetSkodyFormProps> & Pick<PredmetSkodyFormProps, 'kategoria'>) {
  const send = vi.fn(async (_body: { atributy: Atribut[] }) => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={client} key={++renders}>
        <PredmetSkodyForm
          hodnoty={predvoleneHodnoty(props.kategoria, props.secondaryCategory)}
          miesto={{}}
          lenManualnaSuma={false}
          backTo={{ uuid: 'x' }}
          send={send}
          {...props}
        />
      </QueryClientProvider>,
    );
  });
  return send;
}

const input = (id: string) => dom.container.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${id}"]`);
const setValue = (el: HTMLInputElement | HTMLSelectElement, value: string) => {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
};
const submit = async () => {
  await act(async () => {
    dom.container.querySelector('form')?.requestSubmit();
  });
};

describe('PredmetSkodyForm (spec part 2 §5 damaged items)', () => {
  it('shows the fields of the sub-category: a ram has purchase price and breeding period, a young ewe (JARKA) a disabled weight', async () => {
    await render({ kategoria: 'OVCE', secondaryCategory: 'BARAN' });
    expect(input('nakupnaCena')).not.toBeNull();
    expect(input('dobaPlemenitby')?.value).toBe('PLEMENITBA_1');
    expect(input('reprodukcnyVek')).toBeNull();
    expect(input('hmotnost')?.disabled).toBe(false);
    expect(input('pocetVRovnakejKategorii')?.value).toBe('1');
    expect(dom.container.textContent).toContain('Overenie na portáli CEHZ');
    const link = dom.container.querySelector<HTMLAnchorElement>('a[href="/vzorce_ovce.pdf"]');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toContain('noopener');

    await render({ kategoria: 'OVCE', secondaryCategory: 'JARKA' });
    expect(input('nakupnaCena')).toBeNull();
    expect(input('reprodukcnyVek')?.value).toBe('VEK_3');
    expect(input('hmotnost')?.disabled).toBe(true);
  });

  it('sends every value as a string: numbers as typed, an empty boolean as false, the sub-category, the place', async () => {
    const send = await render({ kategoria: 'OVCE', secondaryCategory: 'JAHNA' });
    setValue(input('hmotnost') as HTMLInputElement, '30.5');
    setValue(input('miestoSkody.cisloParcely') as HTMLInputElement, '1234/5');
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    const body = send.mock.calls[0][0] as { atributy: Atribut[]; miestoSkody: Record<string, unknown> };
    const byName = Object.fromEntries(body.atributy.map((a) => [a.name, a.value]));
    expect(byName).toMatchObject({ secondaryCategory: 'JAHNA', hmotnost: '30.5', pocetVRovnakejKategorii: '1', vyradenieZEvidencie: 'false' });
    expect(body.atributy.every((a) => typeof a.value === 'string')).toBe(true);
    expect(body.miestoSkody).toMatchObject({ cisloParcely: '1234/5' });
  });

  it('a value over its limit is named under its field and nothing is sent', async () => {
    const send = await render({ kategoria: 'POLNE_PLODINY' });
    setValue(input('vymera') as HTMLInputElement, '10000');
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(dom.container.querySelector('#vymera-error')?.textContent).toContain('Zadajte číslo od 0 do 9999,99');
  });

  it('outside the four editable states only the manual amount can change (ROZHODNUTA, §4)', async () => {
    await render({ kategoria: 'VCELSTVA', lenManualnaSuma: true, hodnoty: { typ: 'VCELSTVO', nadobudaciaHodnota: '0', pocetVRovnakejKategorii: '3' } });
    const enabled = [...dom.container.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select, textarea')]
      .filter((el) => !el.disabled && !el.closest('fieldset:disabled') && el.type !== 'checkbox')
      .map((el) => el.id);
    expect(enabled).toEqual(['vyskaSkodyInserted']);
  });
});
