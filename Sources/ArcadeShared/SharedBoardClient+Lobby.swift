#if SharedBoard
import PostgresNIO

extension SharedBoardClient {
  /// `columns` of a lobby table's rows (`arcade_versus_match`, `arcade_versus_race`): the one named by `uid`, else the
  /// newest `limit`. The callers bound each row as a stranger's and read its moves or tapes in one more query.
  func lobbyRows(_ columns: String, from table: String, uid: String?, limit: Int) throws(SharedBoardError) -> PostgresQueryResult {
    let query: PostgresQuery =
      if let uid {
        "SELECT \(unescaped: columns) FROM \(unescaped: table) WHERE uid = \(uid)"
      } else {
        "SELECT \(unescaped: columns) FROM \(unescaped: table) ORDER BY created_at DESC LIMIT \(limit)"
      }
    return try run(query)
  }
}
#endif
