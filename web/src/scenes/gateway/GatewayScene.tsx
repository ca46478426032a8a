import { useEffect, useState, type FormEvent } from 'react';
import { Button, HTMLTable, InputGroup, NonIdealState, Section, SectionCard, Switch, Tag } from '@blueprintjs/core';
import type { GatewayResolution, GatewayRoute } from '@gsg/shared';
import { GatedButton } from '../../components/GatedButton.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import {
  loadGatewayRoutes,
  moveGatewayRoute,
  removeGatewayRoute,
  resolveModel,
  switchGatewayRoute,
  testGatewayRoute,
  useGateway,
} from '../../state/gateway-routes.ts';
import { usePermission } from '../../state/permissions.ts';
import { showToast } from '../../state/toasts.ts';
import type { ScreenProps } from '../screens.ts';
import { RouteDialog } from './RouteDialog.tsx';
import './gateway.css';

/** What clients give an OpenAI SDK: the public URL the server knows, else the address this page came from. */
const baseUrlOf = (configured: string | null) => configured ?? `${window.location.origin}/v1`;

function ConnectCard({ baseUrl, defaultUpstreamUrl }: { baseUrl: string; defaultUpstreamUrl: string | null }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(baseUrl);
      showToast('Base URL copied');
    } catch {
      showToast('Copy the base URL from the field', undefined, 'warning');
    }
  };
  return (
    <Section className="gateway-card" title="Connect a client" subtitle="Any OpenAI SDK works with nothing changed but its base URL and API key" role="region">
      <SectionCard>
        <label className="gateway-connect__label" htmlFor="gateway-base-url">
          Base URL
        </label>
        <InputGroup
          id="gateway-base-url"
          readOnly
          value={baseUrl}
          className="gateway-connect__url"
          rightElement={<Button minimal icon="duplicate" aria-label="Copy the base URL" onClick={() => void copy()} />}
        />
        <p className="gateway-connect__note">
          The API key is a console key scoped to the gateway (Settings › Integrations › API keys). Name the person with OpenAI&apos;s <code>user</code> field or
          the <code>X-GSG-User</code> header.
        </p>
        <p className="gateway-connect__note" data-testid="gateway-default-upstream">
          Models no route takes go to{' '}
          {defaultUpstreamUrl ? <code>{defaultUpstreamUrl}</code> : 'no provider: GSG_GATEWAY_UPSTREAM_URL is not set, so they are refused (503)'}.
        </p>
      </SectionCard>
    </Section>
  );
}

function testText(result: { ok: boolean; status: number | null; error: string | null }) {
  return result.ok ? `Connected: the upstream answered ${result.status}` : (result.error ?? 'Not connected');
}

function RouteRow({ route, index, count, onEdit }: { route: GatewayRoute; index: number; count: number; onEdit: () => void }) {
  const { testing, results } = useGateway();
  const manage = usePermission('gateway.manage');
  const result = results[route.id];
  return (
    <tr>
      <td className="gateway-routes__order">
        <span className="gateway-routes__position">{index + 1}</span>
        <GatedButton permission="gateway.manage" small minimal icon="arrow-up" aria-label={`Move ${route.name} up`} disabled={index === 0} onClick={() => void moveGatewayRoute(route.id, -1)} />
        <GatedButton permission="gateway.manage" small minimal icon="arrow-down" aria-label={`Move ${route.name} down`} disabled={index === count - 1} onClick={() => void moveGatewayRoute(route.id, 1)} />
      </td>
      <td>
        <div className="gateway-routes__name">{route.name}</div>
        {result && (
          <div className={result.ok ? 'gateway-routes__ok' : 'gateway-routes__problem'} role="status">
            {testText(result)}
          </div>
        )}
      </td>
      <td>
        <code>{route.modelPattern}</code>
      </td>
      <td className="gateway-routes__url">{route.upstreamUrl}</td>
      <td>
        <Tag minimal intent={route.keySet ? 'success' : 'none'}>
          {route.keySet ? 'Set' : 'None'}
        </Tag>
      </td>
      <td>
        <Switch role="switch" aria-label={`Route ${route.name} enabled`} checked={route.enabled} disabled={!manage.allowed} onChange={(e) => void switchGatewayRoute(route.id, e.currentTarget.checked)} />
      </td>
      <td className="gateway-routes__actions">
        <GatedButton permission="gateway.manage" small loading={testing === route.id} text="Test" aria-label={`Test ${route.name}`} onClick={() => void testGatewayRoute(route.id)} />
        <GatedButton permission="gateway.manage" small minimal icon="edit" aria-label={`Edit ${route.name}`} onClick={onEdit} />
        <GatedButton permission="gateway.manage" small minimal intent="danger" icon="trash" aria-label={`Remove ${route.name}`} onClick={() => void removeGatewayRoute(route.id)} />
      </td>
    </tr>
  );
}

function ResolveCard() {
  const [model, setModel] = useState('');
  const [answer, setAnswer] = useState<GatewayResolution | string | null>(null);
  const check = async (e: FormEvent) => {
    e.preventDefault();
    if (model.trim()) setAnswer(await resolveModel(model.trim()));
  };
  return (
    <Section className="gateway-card" title="Where does a model go?" subtitle="The route a request for a model would take, as the gateway decides it now" role="region">
      <SectionCard>
        <form className="gateway-resolve" onSubmit={(e) => void check(e)}>
          <InputGroup aria-label="Model name" placeholder="gpt-4o-mini" value={model} onValueChange={setModel} />
          <Button type="submit" text="Check" />
        </form>
        {answer !== null && (
          <p className="gateway-resolve__answer" role="status">
            {typeof answer === 'string' ? (
              answer
            ) : answer.via === 'route' ? (
              <>
                <code>{answer.model}</code> goes to the route {answer.route?.name} (<code>{answer.route?.modelPattern}</code>) at <code>{answer.upstreamUrl}</code>.
              </>
            ) : answer.via === 'default' ? (
              <>
                <code>{answer.model}</code> matches no enabled route: it goes to the default upstream <code>{answer.upstreamUrl}</code>.
              </>
            ) : (
              <>
                <code>{answer.model}</code> matches no enabled route and there is no default upstream: it is refused (503).
              </>
            )}
          </p>
        )}
      </SectionCard>
    </Section>
  );
}

/** Gateway (/gateway): which provider, with which key, takes each model's requests, and how clients connect. */
export default function GatewayScene({ title, subtitle }: ScreenProps) {
  const { items, loaded, error, baseUrl, defaultUpstreamUrl } = useGateway();
  const [editing, setEditing] = useState<GatewayRoute | 'new' | null>(null);

  useEffect(() => {
    void loadGatewayRoutes();
  }, []);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<GatedButton permission="gateway.manage" icon="add" intent="primary" text="Add route" onClick={() => setEditing('new')} />}
      />
      <ConnectCard baseUrl={baseUrlOf(baseUrl)} defaultUpstreamUrl={defaultUpstreamUrl} />
      <Section className="gateway-card" title="Model routes" subtitle="Tried in order: the first enabled route whose pattern matches the request's model takes it" role="region">
        <SectionCard>
          {error && <p className="gateway-routes__problem">{error}</p>}
          {loaded && items.length === 0 && (
            <NonIdealState
              icon="flows"
              title="No model routes yet"
              description="Every model goes to the default upstream. Add a route to send a model, or a family such as claude-*, to its own provider with its own key."
              action={<GatedButton permission="gateway.manage" icon="add" text="Add route" onClick={() => setEditing('new')} />}
            />
          )}
          {items.length > 0 && (
            <HTMLTable className="gateway-routes" compact>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Name</th>
                  <th>Model</th>
                  <th>Upstream</th>
                  <th>Key</th>
                  <th>On</th>
                  <th>
                    <span className="bp6-text-muted">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((route, index) => (
                  <RouteRow key={route.id} route={route} index={index} count={items.length} onEdit={() => setEditing(route)} />
                ))}
              </tbody>
            </HTMLTable>
          )}
        </SectionCard>
      </Section>
      <ResolveCard />
      {editing && <RouteDialog route={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
