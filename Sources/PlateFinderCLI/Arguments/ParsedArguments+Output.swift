import PlateFinderApp

extension ParsedArguments {
    /// The file `--output` names; nil for standard output (no `--output`, or `-`, as for
    /// most tools that write files).
    var outputFile: String? {
        let output = value(of: .output)
        return output == "-" || output?.isEmpty == true ? nil : output
    }

    /// `outputFile`, refusing an empty `--output`.
    func checkedOutputFile() throws(UsageError) -> String? {
        if value(of: .output)?.isEmpty == true {
            throw .missingValue(option: CommandOption.output.name)
        }
        return outputFile
    }
}
