/// A printable key written as its character, as key tables name them: `"k"` is `.character("k")`.
extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  public typealias UnicodeScalarLiteralType = Character
  public typealias ExtendedGraphemeClusterLiteralType = Character

  public init(unicodeScalarLiteral value: Character) { self = .character(value) }
  public init(extendedGraphemeClusterLiteral value: Character) { self = .character(value) }
}
