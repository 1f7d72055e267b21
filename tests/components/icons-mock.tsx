// @ant-design/icons' CJS build requires @ant-design/colors/es/* (ESM), which jest does not transform here.
// Component tests swap every named icon for a plain aria-hidden span: jest.mock('@ant-design/icons', () => require('./icons-mock')).
const icon = (name: string) => {
  const Icon = (props: Record<string, unknown>) => (
    <span data-icon={name} aria-hidden className={props.className as string} />
  );
  Icon.displayName = name;
  return Icon;
};

module.exports = new Proxy(
  { __esModule: true },
  { get: (target, name) => (name in target ? target[name as '__esModule'] : icon(String(name))) },
);
