import Testing
@Test func placeholderArcadeStoreTests() { #expect(Bool(true)) }
