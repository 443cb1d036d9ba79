import Foundation

/// Settles the control bytes libxml2 would mangle before the parser sees them.
///
/// libxml2 drops C0 controls that XML forbids and turns NUL into a space. Dropping a lone
/// ESC would leave the rest of a terminal sequence (`[31m`) as visible text, and dropping
/// BEL would leave an OSC string without its end, so the cell text could no longer be
/// cleaned by `ControlCharacterStripper`. Rewritten into the 8-bit C1 forms that ECMA-48
/// defines as equivalent (and that libxml2 keeps), the stripper removes them whole later.
enum HTMLInputSanitizer {
    /// Calls `body` with the UTF-8 of `html`, rewritten only when it holds NUL, BEL or ESC.
    static func withParserReadyUTF8<Result>(
        of html: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var html = html
        return html.withUTF8 { bytes in
            guard needsRewrite(bytes) else { return body(bytes) }
            return rewrite(bytes).withUnsafeBufferPointer(body)
        }
    }

    private static func needsRewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, 0x00, bytes.count) != nil || memchr(base, 0x07, bytes.count) != nil
            || memchr(base, 0x1B, bytes.count) != nil
    }

    /// NUL goes; BEL becomes ST (it ends OSC strings like ST does); ESC plus a byte in
    /// 0x40–0x5F becomes that C1 control; ESC plus another final byte is a complete
    /// two-character sequence and goes, except that `<` and `>` stay for the markup.
    private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x00:
                continue
            case 0x07:
                output.append(contentsOf: [0xC2, 0x9C])
            case 0x1B where index < bytes.endIndex:
                let next = bytes[index]
                switch next {
                case 0x40...0x5F:
                    output.append(contentsOf: [0xC2, next + 0x40])
                    index += 1
                case 0x30...0x3B, 0x3D, 0x3F, 0x60...0x7E:
                    index += 1
                default:
                    continue
                }
            case 0x1B:
                continue
            default:
                output.append(byte)
            }
        }
        return output
    }
}
