import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder batch [FILE|-]`: a fleet looked up politely, a row a plate.
    static let batch = CommandDeclaration(
        name: "batch", operand: .file,
        options: [
            .format, .output, .concurrency, .interval, .maxAge, .sources, .retries, .delimiter,
            .resume, .excel,
        ]
            + lookupOptions,
        optionHelp: [
            .output: .batchOutput, .sources: .batchSources, .delimiter: .batchDelimiter,
        ],
        help: { $0.batchHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let request = try BatchRequest(arguments)
        return { process throws(CommandFailure) in
            let context = try CommandContext(options: request.configuration, process: process)
            let code = try await BatchCommand(context: context, process: process).run(request)
            if let failure = CommandFailure(endingWith: code) { throw failure }
        }
    }
}
