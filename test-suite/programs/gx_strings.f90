! String processing as input-deck readers do it: splitting a keyword=value line with INDEX and
! SCAN, checking digits with VERIFY, trimming with ADJUSTL/ADJUSTR/TRIM/LEN_TRIM, building
! separators with REPEAT, parsing numbers by internal READ and formatting a report by
! internal WRITE with edit descriptors, and case conversion with ACHAR/IACHAR.
module gx_text_mod
  implicit none
contains
  pure function upper(s) result(u)
    character(*), intent(in) :: s
    character(len=40) :: u
    integer :: i, c
    u = s
    do i = 1, len(s)
      c = iachar(s(i:i))
      if (c >= iachar('a') .and. c <= iachar('z')) u(i:i) = achar(c - 32)
    end do
  end function upper

  subroutine split_pair(line, key, val, ok)
    character(*), intent(in) :: line
    character(*), intent(out) :: key, val
    logical, intent(out) :: ok
    integer :: eq, hash
    hash = index(line, '#')
    eq = scan(line, '=:')
    ok = eq > 1 .and. (hash == 0 .or. eq < hash)
    key = ''
    val = ''
    if (.not. ok) return
    key = upper(adjustl(line(1:eq - 1)))
    if (hash > 0) then
      val = adjustl(line(eq + 1:hash - 1))
    else
      val = adjustl(line(eq + 1:))
    end if
  end subroutine split_pair

  logical function is_integer(s)
    character(*), intent(in) :: s
    character(len=len_trim(s)) :: t
    t = trim(s)
    is_integer = len(t) > 0 .and. verify(t, '0123456789') == 0
    if (len(t) > 1 .and. .not. is_integer) then
      is_integer = (t(1:1) == '-' .or. t(1:1) == '+') .and. verify(t(2:), '0123456789') == 0
    end if
  end function is_integer
end module gx_text_mod

program gx_strings
  use gx_text_mod
  implicit none
  character(len=40) :: deck(7), key, val, buf
  character(len=72) :: report
  logical :: ok
  integer :: i, nsteps, ios, ncount
  real(8) :: dt, total
  character(len=:), allocatable :: joined

  deck(1) = '  nsteps = 250   # number of steps'
  deck(2) = 'dt: 0.0025'
  deck(3) = '# only a comment = here'
  deck(4) = '   Title =  heat  test  '
  deck(5) = 'ncells=-17'
  deck(6) = 'garbage line without separator'
  deck(7) = 'scale = 1.5e+02'
  nsteps = 0
  dt = 0.0d0
  total = 0.0d0
  ncount = 0
  joined = ''
  do i = 1, size(deck)
    call split_pair(deck(i), key, val, ok)
    if (.not. ok) then
      write (*, '(a,i2,a)') 'line', i, ' skipped'
      cycle
    end if
    ncount = ncount + 1
    joined = joined // trim(key) // ';'
    write (*, '(a,i2,1x,a,a,a,a,l2)') 'line', i, '[', trim(key), '] = ', '[' // trim(val) // ']', &
      is_integer(val)
    select case (trim(key))
    case ('NSTEPS')
      read (val, *, iostat=ios) nsteps
    case ('DT')
      read (val, '(f10.0)') dt
    case ('SCALE')
      read (val, *) total
    case default
      continue
    end select
  end do
  print '(a,i5,f10.5,f10.2,i3)', 'parsed', nsteps, dt, total, ncount
  print '(a,a)', 'keys ', joined
  print '(a,i3,i3)', 'lengths', len(joined), len_trim(deck(4))
  print '(a)', repeat('-=', 12)
  write (report, '(a,i6,a,es12.4,a,f8.3)') 'n=', nsteps, ' dt=', dt, ' t=', nsteps * dt
  print '(a)', trim(report)
  write (buf, '(i0,a,i0)') nsteps, '/', 7
  print '(3a)', '"', trim(buf), '"'
  buf = adjustr(buf)
  print '(a,i3,a)', 'adjustr', index(buf, '/'), buf(35:40)
  print '(a,i3,i3,i3)', 'scan back', scan('a,b,c', ',', back=.true.), index('abcabc', 'bc', back=.true.), &
    verify('  xyz', ' ')
  print '(a,l2,l2,l2)', 'compare', lge('abc', 'abb'), llt('Zeta', 'alpha'), 'abc' == 'abc   '
end program gx_strings
