// SPDX-License-Identifier: MIT
// DevIdRegistry: the devnet's stand-in for Farcaster's ID Registry (not published on npm with its bytecode). It keeps
// the reads Sign In With Farcaster verification makes (`idOf(address)`, `custodyOf(uint256)`, `idCounter()`) with the
// real contract's ABI; registration is open to any address without an fid (the real one goes through its gateway).
// The devnet places its runtime code at the real registry's address, where @farcaster/auth-client reads it.
// Rebuild DevIdRegistry.json after an edit: `node playground/devnet/contracts/compileDevToken.mjs`.
pragma solidity ^0.8.24;

contract DevIdRegistry {
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    /// Registers the caller's new fid (the next id), with `recovery` as its recovery address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }
}
