import { Code, HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import { AGENT_STREAM_PATH } from '@gsg/shared';
import { AlertDestinations } from './AlertDestinations.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';

/** The console's own endpoints that gateways and agents call, shown as text for whoever wires them up. */
export const INTEGRATION_ENDPOINTS = [
  {
    name: 'Gateway guard',
    method: 'POST',
    path: '/api/v1/guard/evaluate',
    purpose: 'Judges a conversation against the policies before it reaches the AI tool; stores the log and raises its alert.',
  },
  { name: 'Detector scan', method: 'POST', path: '/api/v1/guard/scan', purpose: 'Runs the detectors over a text; nothing is stored.' },
  {
    name: 'Event ingest',
    method: 'POST',
    path: '/api/v1/ingest/events',
    purpose: 'Conversations, shadow AI detections and endpoint heartbeats in batches (JSON array or NDJSON).',
  },
  {
    name: 'Agent stream',
    method: 'GET (WebSocket)',
    path: AGENT_STREAM_PATH,
    purpose: "The GSG client's live connection: events in, acknowledgements and client updates out.",
  },
  { name: 'API reference', method: 'GET', path: '/docs', purpose: 'Every endpoint with its request and response schemas (OpenAPI).' },
] as const;

export function IntegrationsTab() {
  return (
    <>
      <AlertDestinations />
      <ApiKeysSection />
      <Section className="settings-card" title="Integrations" subtitle="Endpoints that gateways and endpoint agents call on this console" role="region">
        <SectionCard>
          <p className="settings-integrations__auth">
            Gateways and agents authenticate with an API key, sent as <Code>Authorization: Bearer &lt;key&gt;</Code> or{' '}
            <Code>X-API-Key: &lt;key&gt;</Code>, issued under API keys above.
          </p>
          <HTMLTable className="settings-integrations" compact>
            <thead>
              <tr>
                <th>Integration</th>
                <th>Method</th>
                <th>Path</th>
                <th>Purpose</th>
              </tr>
            </thead>
            <tbody>
              {INTEGRATION_ENDPOINTS.map((e) => (
                <tr key={e.path}>
                  <td>{e.name}</td>
                  <td className="settings-integrations__method">{e.method}</td>
                  <td>
                    <Code>{e.path}</Code>
                  </td>
                  <td>{e.purpose}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </SectionCard>
      </Section>
    </>
  );
}
