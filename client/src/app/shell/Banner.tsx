// Spec 000 §1: the platform is not cleared for classified information; staff are reminded.
export function Banner() {
  return (
    // A landmark of its own, so no content of the page sits outside one (axe's region rule).
    <aside aria-label="保密提示">
      <p className="banner" role="note">
        本平台为非涉密互联网平台，严禁处理、传输国家秘密、工作秘密和核心商业秘密信息。
      </p>
    </aside>
  );
}
