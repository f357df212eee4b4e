/// The triggers the Versus tables share: rows stamped by the server, and changes told on the Versus channel.
extension SharedSchema {
  /// A function and trigger that stamp each row of `table` (a match's move, a race's tape) as the server sees it,
  /// whatever its writer says: `ms`, milliseconds since the row's `parent` (by the `key` column) was made, by the
  /// server's clock, and `writer`, the column naming who wrote it, as the login. Given `staying`, a row written again
  /// stays in its parent: a move to another is refused with that reason (the text a member reads). The parent's
  /// creation is read by the table's own schema, so a member's temporary table of the same name cannot stand in for it.
  static func stamped(
    _ table: String, in parent: String, by key: String, writer: String, on statements: String, staying: String? = nil
  ) -> [String] {
    let staysInParent = staying.map { reason in
      """

        IF TG_OP = 'UPDATE' AND NEW.\(key) IS DISTINCT FROM OLD.\(key) THEN
          RAISE EXCEPTION '\(table): \(reason)' USING ERRCODE = 'insufficient_privilege';
        END IF;
      """
    } ?? ""
    return [
      """
      CREATE FUNCTION \(table)_stamped() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE created bigint;
      BEGIN
        EXECUTE format('SELECT created_at FROM %I.\(parent) WHERE uid = $1', TG_TABLE_SCHEMA) INTO created USING NEW.\(key);
        NEW.ms := greatest(0, (extract(epoch FROM clock_timestamp()) * 1000)::bigint - coalesce(created, 0));
        NEW.\(writer) := current_user;\(staysInParent)
        RETURN NEW;
      END $$
      """,
      "CREATE TRIGGER \(table)_stamped BEFORE \(statements) ON \(table) FOR EACH ROW EXECUTE FUNCTION \(table)_stamped()",
    ]
  }

  /// A function and trigger that tell every change of `table` (`on`: which statements) on the Versus channel, after it
  /// is committed, with the row's `key`: the uid of its match or race.
  static func told(_ table: String, key: String, on statements: String) -> [String] {
    [
      """
      CREATE FUNCTION \(table)_told() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM pg_notify('\(versusChannel)', OLD.\(key));
        ELSE
          PERFORM pg_notify('\(versusChannel)', NEW.\(key));
        END IF;
        RETURN NULL;
      END $$
      """,
      "CREATE TRIGGER \(table)_told AFTER \(statements) ON \(table) FOR EACH ROW EXECUTE FUNCTION \(table)_told()",
    ]
  }
}
