/**
 * infra/k8s checked without a cluster or a kustomize binary. The base and the production overlay are
 * built here the way kustomize builds them (resources, strategic-merge patches with or without a
 * target, namespace, images: anything else in a kustomization fails the test rather than being
 * ignored). Every object is validated against the Kubernetes API schema (kubernetes-models), plus a
 * check for fields the API does not know, which those validators let through. Then the manifests
 * are held against the code: every process runs with its build output, is probed on something that
 * exists, gets the settings and secrets it needs under names .env.example knows (and starts with
 * them in production mode), and the gateway is reachable and scales.
 */
import 'reflect-metadata';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICE_NAMES } from '@henesys/contracts';
import { loadEnv } from '@henesys/server';
import { HealthController } from '../gateway/src/health/health.controller';
import { PROCESSES, type ProcessName } from '../libs/runner/src/processes';

const ROOT = resolve(__dirname, '..');
const K8S = join(ROOT, 'infra/k8s');
const BASE = join(K8S, 'base');
const PRODUCTION = join(K8S, 'overlays/production');
const SECRET_EXAMPLE = join(BASE, 'secret.example.yaml');
const HEALTHCHECK_SCRIPT = 'infra/docker/healthcheck.js';
/** Fills the secret example's placeholders: 64 hex characters pass every key's format. */
const FILLED_SECRET = 'ab'.repeat(32);

// ---------------------------------------------------------------------------------------------
// Objects and a small kustomize
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;
type Labels = Record<string, string>;

interface K8sObject extends Json {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels };
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
  };
}

interface HttpGet {
  path: string;
  port: string | number;
}

interface Probe {
  exec?: { command: string[] };
  httpGet?: HttpGet;
}

interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  resources?: { requests?: Labels; limits?: Labels };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}

interface PodSpec {
  containers: Container[];
  volumes?: Array<{ name: string; configMap?: { name: string; optional?: boolean } }>;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

interface Deployment extends K8sObject {
  spec: {
    replicas?: number;
    selector: { matchLabels?: Labels };
    template: { metadata: { labels?: Labels }; spec: PodSpec };
  };
}

interface Built {
  objects: K8sObject[];
  /** Every file a kustomization read (resources, patches, the kustomization files themselves). */
  files: Set<string>;
}

interface Kustomization {
  resources?: string[];
  patches?: Array<{ path?: string; patch?: string; target?: { kind?: string; name?: string; labelSelector?: string } }>;
  namespace?: string;
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
}

const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'patches', 'namespace', 'images']);
/** Lists that a strategic merge patch merges item by item, and the key that pairs the items. */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};
const CLUSTER_SCOPED = new Set(['Namespace']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function documents(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

function strategicMerge(target: unknown, patch: unknown, field = ''): unknown {
  const key = MERGE_KEYS[field];
  if (Array.isArray(patch) && Array.isArray(target) && key) {
    const patchFor = (item: unknown) =>
      patch.find((candidate) => isObject(candidate) && isObject(item) && candidate[key] === item[key]);
    const merged = target.map((item) => (patchFor(item) === undefined ? item : strategicMerge(item, patchFor(item))));
    const added = patch.filter(
      (item) => !target.some((existing) => isObject(existing) && isObject(item) && existing[key] === item[key]),
    );
    return [...merged, ...added];
  }
  if (!isObject(patch) || !isObject(target)) return patch;
  const merged: Json = { ...target };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete merged[name];
    else merged[name] = strategicMerge(target[name], value, name);
  }
  return merged;
}

/** `key=value`, `key==value` and `key!=value` terms, all of which must hold. */
function matchesLabelSelector(labels: Labels, selector: string): boolean {
  return selector.split(',').every((term) => {
    const match = /^\s*([\w./-]+)\s*(!=|==|=)\s*([\w.-]*)\s*$/.exec(term);
    if (!match) throw new Error(`label selector term not supported here: "${term}"`);
    const [, key, operator, value] = match;
    return operator === '!=' ? labels[key] !== value : labels[key] === value;
  });
}

function applyPatch(
  objects: K8sObject[],
  entry: NonNullable<Kustomization['patches']>[number],
  dir: string,
  files: Set<string>,
): K8sObject[] {
  if (entry.path) files.add(resolve(dir, entry.path));
  const patches = documents(entry.patch ?? readFileSync(resolve(dir, entry.path ?? ''), 'utf8'));
  if (patches.length !== 1) throw new Error(`a patch must hold one document (${entry.path ?? 'inline'})`);
  const [patch] = patches;
  const target = entry.target;
  const selected = (object: K8sObject) =>
    target
      ? (!target.kind || object.kind === target.kind) &&
        (!target.name || new RegExp(`^(?:${target.name})$`).test(object.metadata.name)) &&
        (!target.labelSelector || matchesLabelSelector(object.metadata.labels ?? {}, target.labelSelector))
      : object.kind === patch.kind && object.metadata.name === patch.metadata.name;
  if (!objects.some(selected)) throw new Error(`patch ${entry.path ?? 'inline'} matches nothing`);
  return objects.map((object) => {
    if (!selected(object)) return object;
    const patched = strategicMerge(object, patch) as K8sObject;
    // A targeted patch keeps each object's own name (the patch's is a placeholder).
    return { ...patched, metadata: { ...patched.metadata, name: object.metadata.name } };
  });
}

function setImages(object: K8sObject, images: NonNullable<Kustomization['images']>): K8sObject {
  if (object.kind !== 'Deployment') return object;
  const deployment = structuredClone(object) as Deployment;
  for (const container of deployment.spec.template.spec.containers) {
    const image = images.find((candidate) => container.image?.split(/[:@]/)[0] === candidate.name);
    if (!image || !container.image) continue;
    const [name, tag] = container.image.split(':');
    container.image = `${image.newName ?? name}:${image.newTag ?? tag}`;
  }
  return deployment;
}

function kustomize(dir: string): Built {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((field) => !KUSTOMIZATION_FIELDS.has(field));
  if (unsupported.length > 0)
    throw new Error(`${relative(ROOT, file)}: this test does not build ${unsupported.join(', ')}`);
  const files = new Set([file]);
  let objects = (kustomization.resources ?? []).flatMap((entry) => {
    const path = resolve(dir, entry);
    if (statSync(path).isDirectory()) {
      const built = kustomize(path);
      built.files.forEach((name) => files.add(name));
      return built.objects;
    }
    files.add(path);
    return documents(readFileSync(path, 'utf8'));
  });
  for (const entry of kustomization.patches ?? []) objects = applyPatch(objects, entry, dir, files);
  const namespace = kustomization.namespace;
  if (namespace)
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
    );
  objects = objects.map((object) => setImages(object, kustomization.images ?? []));
  return { objects, files };
}

// ---------------------------------------------------------------------------------------------
// Schema validation
// ---------------------------------------------------------------------------------------------

type Model = new (data: Json) => { validate(): void };
interface SchemaError {
  instancePath: string;
}

async function modelOf(object: K8sObject): Promise<Model> {
  const module = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`)) as Record<string, Model>;
  return module[object.kind];
}

function schemaErrors(model: Model, data: Json): SchemaError[] {
  try {
    new model(data).validate();
    return [];
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    return errors;
  }
}

/**
 * Fields the schema does not know (a typo such as `readinesProbe`): kubectl refuses them, the
 * validators ignore them. A field is known when a value no schema accepts (a function) put in its
 * place is reported at its path.
 */
function unknownFields(model: Model, object: K8sObject): string[] {
  const unknown: string[] = [];
  const visit = (value: unknown, path: Array<string | number>) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]));
    if (!isObject(value)) return;
    for (const key of Object.keys(value)) {
      const probe = structuredClone(object) as Json;
      const parent = path.reduce<Json>((node, step) => node[step] as Json, probe);
      parent[key] = () => undefined;
      const at = [...path, key].map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
      if (schemaErrors(model, probe).some((error) => error.instancePath === at)) visit(value[key], [...path, key]);
      else unknown.push(at);
    }
  };
  visit(object, []);
  return unknown;
}

// ---------------------------------------------------------------------------------------------
// What the code says
// ---------------------------------------------------------------------------------------------

/** `NAME=value` and `# NAME=value` lines of .env.example. */
const EXAMPLE_VARIABLES = new Set(
  readFileSync(join(ROOT, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim())?.[1])
    .filter((name): name is string => name !== undefined),
);

/** The GET routes of the gateway's health controller, with the global prefix. */
function healthRoutes(): string[] {
  const prefix = /export const API_PREFIX = '([^']+)'/.exec(
    readFileSync(join(ROOT, 'gateway/src/bootstrap/create-gateway-app.ts'), 'utf8'),
  )?.[1];
  const controllerPath = Reflect.getMetadata(PATH_METADATA, HealthController) as string;
  const prototype = HealthController.prototype as unknown as Record<string, object>;
  return Object.getOwnPropertyNames(prototype)
    .filter(
      (method) =>
        method !== 'constructor' && Reflect.getMetadata(METHOD_METADATA, prototype[method]) === RequestMethod.GET,
    )
    .map((method) =>
      `/${[prefix, controllerPath, Reflect.getMetadata(PATH_METADATA, prototype[method]) as string].join('/')}`
        .replace(/\/+/g, '/')
        .replace(/(.)\/$/, '$1'),
    );
}

/** Each process's validated env class (src/config/<name>-env.ts, class <Name>Env). */
async function envClassOf(name: ProcessName): Promise<new () => object> {
  const dir = name === 'gateway' ? 'gateway' : `services/${name}`;
  const module = (await import(join(ROOT, dir, 'src/config', `${name}-env`))) as Record<string, new () => object>;
  return module[`${name[0].toUpperCase()}${name.slice(1)}Env`];
}

interface ComposeEnvironment {
  /** Variables compose gives a value (not the `VAR:` pass-throughs). */
  set: Set<string>;
  /** Variables compose refuses to start without (`${VAR:?message}`). */
  required: Set<string>;
}

function composeEnvironment(name: ProcessName): ComposeEnvironment {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown> }>;
  };
  const environment = Object.entries(compose.services[name]?.environment ?? {});
  return {
    set: new Set(
      environment.filter(([, value]) => value !== null && value !== undefined).map(([variable]) => variable),
    ),
    required: new Set(
      environment.filter(([, value]) => /^\$\{\w+:\?/.test(String(value))).map(([variable]) => variable),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers over the built objects
// ---------------------------------------------------------------------------------------------

const ofKind = <T extends K8sObject = K8sObject>(objects: K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as T[];
const selects = (selector: Labels | undefined, labels: Labels | undefined) =>
  Object.keys(selector ?? {}).length > 0 &&
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);
const appContainer = (deployment: Deployment) => deployment.spec.template.spec.containers[0];
const probesOf = (container: Container) =>
  [container.startupProbe, container.readinessProbe, container.livenessProbe].filter(
    (probe): probe is Probe => probe !== undefined,
  );

/** The environment a container starts with; secrets come from the example, filled in or not. */
function containerEnvironment(container: Container, objects: K8sObject[], secrets: Labels): Labels {
  const configMaps = new Map(
    ofKind(objects, 'ConfigMap').map((map) => [map.metadata.name, (map.data ?? {}) as Labels]),
  );
  const env: Labels = {};
  for (const source of container.envFrom ?? [])
    Object.assign(env, source.configMapRef ? configMaps.get(source.configMapRef.name) : secrets);
  for (const variable of container.env ?? []) {
    const fromSecret = variable.valueFrom?.secretKeyRef;
    const fromMap = variable.valueFrom?.configMapKeyRef;
    const value =
      variable.value ??
      (fromSecret ? secrets[fromSecret.key] : fromMap ? configMaps.get(fromMap.name)?.[fromMap.key] : undefined);
    if (value !== undefined) env[variable.name] = value;
  }
  return env;
}

// ---------------------------------------------------------------------------------------------

const secretExample = documents(readFileSync(SECRET_EXAMPLE, 'utf8'))[0] as K8sObject & { stringData: Labels };
const filledSecrets = Object.fromEntries(
  Object.entries(secretExample.stringData).map(([key, value]) => [key, value.replace(/REPLACE-ME/g, FILLED_SECRET)]),
);
const builds = { base: kustomize(BASE), 'overlays/production': kustomize(PRODUCTION) };

describe.each(Object.entries(builds))('infra/k8s/%s', (_label, { objects, files }) => {
  const deployments = ofKind<Deployment>(objects, 'Deployment');
  const deploymentOf = (name: string) => deployments.find((deployment) => deployment.metadata.name === name);

  it('builds objects that the Kubernetes API schema accepts, with no field it does not know', async () => {
    const problems: string[] = [];
    for (const object of objects) {
      const model = await modelOf(object);
      const where = `${object.kind}/${object.metadata.name}`;
      problems.push(...schemaErrors(model, object).map((error) => `${where}: schema error at ${error.instancePath}`));
      problems.push(...unknownFields(model, object).map((path) => `${where}: unknown field ${path}`));
    }
    expect(problems).toEqual([]);
    expect(deployments.length).toBeGreaterThan(0);
  });

  it('names every object once per kind', () => {
    const keys = objects.map((object) => `${object.kind}/${object.metadata.namespace ?? ''}/${object.metadata.name}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('never includes the secret example', () => {
    expect(files.has(SECRET_EXAMPLE)).toBe(false);
    expect(ofKind(objects, 'Secret')).toEqual([]);
  });

  describe.each(PROCESSES.map((spec) => [spec.name, spec] as const))('process %s', (name, spec) => {
    const deployment = deploymentOf(name);
    const container = deployment ? appContainer(deployment) : undefined;

    it(`has a Deployment running its build output (node ${spec.entry}) from the one app image`, () => {
      expect(deployment?.spec.template.spec.containers).toHaveLength(1);
      expect(container?.command).toEqual(['node', spec.entry.split('\\').join('/')]);
      expect(existsSync(join(ROOT, dirname(spec.entry), '..', 'src/start.ts'))).toBe(true);
      expect(new Set(deployments.map((other) => appContainer(other).image)).size).toBe(1);
    });

    it('selects its own pods, and a Service selects them and nothing else', () => {
      const podLabels = deployment?.spec.template.metadata.labels;
      expect(selects(deployment?.spec.selector.matchLabels, podLabels)).toBe(true);
      const services = ofKind<K8sObject & { spec: { selector?: Labels } }>(objects, 'Service').filter((service) =>
        selects(service.spec.selector, podLabels),
      );
      expect(services.map((service) => service.metadata.name)).toEqual([name]);
      const selectedElsewhere = deployments.filter(
        (other) => other !== deployment && selects(services[0]?.spec.selector, other.spec.template.metadata.labels),
      );
      expect(selectedElsewhere).toEqual([]);
    });

    it('runs as a non-root user, read-only, without privileges, within requests and limits', () => {
      const pod = deployment?.spec.template.spec;
      expect(pod?.securityContext?.runAsNonRoot).toBe(true);
      expect(pod?.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(container?.securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
      for (const kind of ['requests', 'limits'] as const)
        expect(Object.keys(container?.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
    });

    it('has readiness and liveness probes on something that exists', () => {
      expect(container?.readinessProbe).toBeDefined();
      expect(container?.livenessProbe).toBeDefined();
      const probes = probesOf(container ?? { name: '' });
      if (name === 'gateway') {
        const routes = healthRoutes();
        expect(routes).toEqual(expect.arrayContaining(['/api/health', '/api/health/live']));
        for (const probe of probes) {
          expect(routes).toContain(probe.httpGet?.path);
          const port = container?.ports?.find(
            (candidate) => candidate.name === probe.httpGet?.port || candidate.containerPort === probe.httpGet?.port,
          );
          expect(port?.containerPort).toBe(
            Number(container?.env?.find((variable) => variable.name === 'PORT')?.value ?? 3000),
          );
        }
      } else {
        expect(SERVICE_NAMES as readonly string[]).toContain(name);
        for (const probe of probes) expect(probe.exec?.command).toEqual(['node', HEALTHCHECK_SCRIPT, name]);
        expect(existsSync(join(ROOT, HEALTHCHECK_SCRIPT))).toBe(true);
        // The runtime image keeps it (the Dockerfile copies it next to the built services).
        expect(readFileSync(join(ROOT, 'infra/docker/Dockerfile'), 'utf8')).toContain(`cp -a ${HEALTHCHECK_SCRIPT}`);
      }
    });

    it('reads only variables .env.example knows, from ConfigMaps and Secrets that exist', () => {
      const configMaps = ofKind(objects, 'ConfigMap').map((map) => map.metadata.name);
      const problems: string[] = [];
      for (const source of container?.envFrom ?? []) {
        if (source.configMapRef && !configMaps.includes(source.configMapRef.name))
          problems.push(`envFrom: no ConfigMap ${source.configMapRef.name}`);
        if (source.secretRef && source.secretRef.name !== secretExample.metadata.name)
          problems.push(`envFrom: no Secret ${source.secretRef.name} in the example`);
      }
      for (const variable of container?.env ?? []) {
        if (!EXAMPLE_VARIABLES.has(variable.name)) problems.push(`env ${variable.name}: not in .env.example`);
        const ref = variable.valueFrom?.secretKeyRef;
        if (ref && !(ref.name === secretExample.metadata.name && ref.key in secretExample.stringData))
          problems.push(`env ${variable.name}: ${ref.name}/${ref.key} is not in secret.example.yaml`);
        if (ref && ref.key !== variable.name) problems.push(`env ${variable.name}: reads the secret key ${ref.key}`);
      }
      for (const volume of deployment?.spec.template.spec.volumes ?? []) {
        if (volume.configMap && !volume.configMap.optional && !configMaps.includes(volume.configMap.name))
          problems.push(`volume ${volume.name}: no ConfigMap ${volume.configMap.name}`);
      }
      expect(problems).toEqual([]);
    });

    it('gets every value and required secret docker-compose.yml gives it, secrets from the Secret', async () => {
      const declared = new (await envClassOf(name))();
      const compose = composeEnvironment(name);
      const env = containerEnvironment(container ?? { name: '' }, objects, filledSecrets);
      const missing = [...compose.set].filter((variable) => variable in declared && !(variable in env));
      expect(missing).toEqual([]);
      for (const variable of [...compose.required].filter((required) => required in declared)) {
        const ref = container?.env?.find((candidate) => candidate.name === variable)?.valueFrom?.secretKeyRef;
        expect({ [variable]: ref && !ref.optional }).toEqual({ [variable]: true });
      }
    });

    it('starts in production mode with the config and the filled-in secret example, and refuses the placeholders', async () => {
      const envClass = await envClassOf(name);
      const env = containerEnvironment(container ?? { name: '' }, objects, filledSecrets);
      expect(env['NODE_ENV']).toBe('production');
      expect(() => loadEnv(envClass, env)).not.toThrow();
      if (name === 'auth') {
        const unfilled = containerEnvironment(container ?? { name: '' }, objects, secretExample.stringData);
        expect(() => loadEnv(envClass, unfilled)).toThrow(
          /JWT_SECRET[\s\S]*TWO_FACTOR_ENCRYPTION_KEY|TWO_FACTOR_ENCRYPTION_KEY[\s\S]*JWT_SECRET/,
        );
      }
    });
  });

  it('has no Deployment that is not a process of the system', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(
      PROCESSES.map((spec) => spec.name).sort(),
    );
  });

  it('only names ConfigMap keys that .env.example knows', () => {
    const keys = ofKind(objects, 'ConfigMap').flatMap((map) => Object.keys((map.data ?? {}) as Labels));
    expect(keys.filter((key) => !EXAMPLE_VARIABLES.has(key))).toEqual([]);
    expect(Object.keys(secretExample.stringData).filter((key) => !EXAMPLE_VARIABLES.has(key))).toEqual([]);
  });

  it('scales the gateway on CPU (which it requests) and leaves its replica count to the autoscaler', () => {
    const [autoscaler] = ofKind<
      K8sObject & {
        spec: {
          scaleTargetRef: Json;
          minReplicas: number;
          maxReplicas: number;
          metrics: Array<{ type: string; resource?: { name: string } }>;
        };
      }
    >(objects, 'HorizontalPodAutoscaler');
    expect(autoscaler?.apiVersion).toBe('autoscaling/v2');
    expect(autoscaler?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
    expect(autoscaler?.spec.metrics).toEqual([
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    ]);
    expect(autoscaler?.spec.maxReplicas).toBeGreaterThan(autoscaler?.spec.minReplicas ?? Infinity);
    const gateway = deploymentOf('gateway');
    expect(gateway?.spec.replicas).toBeUndefined();
    expect(gateway && appContainer(gateway).resources?.requests?.['cpu']).toBeDefined();
  });

  it('keeps a gateway pod through voluntary disruptions, fewer than the autoscaler keeps', () => {
    const budgets = ofKind<K8sObject & { spec: { minAvailable?: number; selector: { matchLabels: Labels } } }>(
      objects,
      'PodDisruptionBudget',
    );
    const gatewayPods = deploymentOf('gateway')?.spec.template.metadata.labels;
    const budget = budgets.find((candidate) => selects(candidate.spec.selector.matchLabels, gatewayPods));
    const minReplicas =
      (ofKind(objects, 'HorizontalPodAutoscaler')[0]?.spec as { minReplicas?: number } | undefined)?.minReplicas ?? 1;
    expect(budget?.spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(budget?.spec.minAvailable).toBeLessThan(minReplicas);
  });
});

describe('infra/k8s/overlays/production', () => {
  const { objects } = builds['overlays/production'];
  const deployments = ofKind<Deployment>(objects, 'Deployment');

  it('runs two replicas of every service and the worker, and at least two gateways', () => {
    const replicas = Object.fromEntries(
      deployments
        .filter((deployment) => deployment.metadata.name !== 'gateway')
        .map((deployment) => [deployment.metadata.name, deployment.spec.replicas]),
    );
    expect(replicas).toEqual(
      Object.fromEntries(PROCESSES.filter((spec) => spec.name !== 'gateway').map((spec) => [spec.name, 2])),
    );
    expect(
      (ofKind(objects, 'HorizontalPodAutoscaler')[0]?.spec as { minReplicas: number }).minReplicas,
    ).toBeGreaterThanOrEqual(2);
  });

  it('puts everything in its own namespace, with the image from a registry', () => {
    const namespace = ofKind(objects, 'Namespace')[0]?.metadata.name;
    expect(namespace).toBeDefined();
    expect(objects.filter((object) => object.kind !== 'Namespace' && object.metadata.namespace !== namespace)).toEqual(
      [],
    );
    for (const deployment of deployments)
      expect(appContainer(deployment).image).toMatch(/^[\w.-]+\.[a-z]+\/henesys\/app:[\w.-]+$/);
  });

  it('routes the public host to the gateway Service port, over TLS, at its PUBLIC_URL', () => {
    const [ingress] = ofKind<
      K8sObject & {
        spec: {
          tls: Array<{ hosts: string[] }>;
          rules: Array<{
            host: string;
            http: {
              paths: Array<{
                path: string;
                backend: { service: { name: string; port: { name?: string; number?: number } } };
              }>;
            };
          }>;
        };
      }
    >(objects, 'Ingress');
    const [rule] = ingress?.spec.rules ?? [];
    const backend = rule?.http.paths.find((path) => path.path === '/')?.backend.service;
    const service = ofKind<K8sObject & { spec: { ports: Array<{ name?: string; port: number }> } }>(
      objects,
      'Service',
    ).find((candidate) => candidate.metadata.name === backend?.name);
    expect(backend?.name).toBe('gateway');
    expect(
      service?.spec.ports.some((port) => port.name === backend?.port.name || port.port === backend?.port.number),
    ).toBe(true);
    expect(ingress?.spec.tls.flatMap((tls) => tls.hosts)).toContain(rule?.host);
    const config = ofKind(objects, 'ConfigMap').find((map) => map.metadata.name === 'henesys-config')?.data as Labels;
    expect(config['PUBLIC_URL']).toBe(`https://${rule?.host}`);
  });
});

it('uses every manifest under infra/k8s, except the secret example', () => {
  const manifests = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? manifests(join(dir, entry.name))
        : /\.ya?ml$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  const used = new Set([...builds.base.files, ...builds['overlays/production'].files]);
  expect(
    manifests(K8S)
      .filter((file) => !used.has(file))
      .map((file) => relative(ROOT, file)),
  ).toEqual(['infra/k8s/base/secret.example.yaml']);
});
