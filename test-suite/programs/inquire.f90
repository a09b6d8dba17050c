! INQUIRE by FILE= and by UNIT=: EXIST, OPENED, NUMBER, NAMED, NAME, ACCESS, SEQUENTIAL,
! DIRECT, FORM, FORMATTED, UNFORMATTED, RECL, NEXTREC, ACTION, READ, WRITE, READWRITE,
! POSITION, SIZE and IOSTAT= on connected, unconnected, direct, stream and scratch units and on
! missing files; INQUIRE(IOLENGTH=) of an output list. Every process gets rank 0's answers.
program inquire_test
  implicit none
  logical :: ex, op, nm
  integer :: num, rl, nr, sz, ios, n
  integer(8) :: big
  character(len=12) :: nam, acc, seq, dir, frm, fmd, unf, act, rd, wr, rw, pos
  real :: a(10)
  double precision :: d
  complex :: z(3)
  logical :: flags(2)

  inquire(file='inq_missing.dat', exist=ex, opened=op, number=num, named=nm, name=nam, &
          size=sz, read=rd, iostat=ios)
  print *, 'missing:', ex, op, num, nm, trim(nam), sz, ' ', rd, ios

  open(11, file='inq_seq.dat', form='formatted', status='replace')
  inquire(11, position=pos)
  print *, 'opened: ', pos
  write(11, '(a)') 'hello'
  write(11, '(a)') 'world!'
  call by_unit(11)
  nam = '?'
  inquire(file='inq_seq.dat', exist=ex, opened=op, number=num, named=nm, name=nam)
  print *, 'by file, connected:', ex, op, num, nm, ' ', nam
  rewind(11)
  inquire(11, position=pos)
  print *, 'rewound: ', pos
  close(11)
  call by_file('inq_seq.dat')
  call by_unit(12)

  open(13, file='inq_dir.dat', access='direct', recl=16, form='unformatted', &
       status='replace', action='write')
  write(13, rec=3) 1.0d0, 2.0d0
  call by_unit(13)
  close(13, status='delete')

  open(14, file='inq_app.dat', status='replace')
  write(14, *) 'line'
  close(14)
  open(14, file='inq_app.dat', status='old', position='append', action='read')
  inquire(unit=14, position=pos, action=act, read=rd, write=wr, readwrite=rw)
  print *, 'append: ', pos, act, rd, wr, rw
  close(14, status='delete')

  open(15, file='inq_stream.dat', access='stream', status='replace')
  write(15) 1, 2
  inquire(15, recl=rl, size=sz, position=pos, sequential=seq, access=acc)
  print *, 'stream:', rl, sz, ' ', pos, seq, acc
  close(15, status='delete')

  open(16, status='scratch')
  nam = 'unchanged'
  inquire(16, named=nm, name=nam, opened=op)
  print *, 'scratch:', nm, ' ', nam, op
  close(16)

  inquire(6, opened=op, number=num, form=frm, access=acc, action=act, recl=rl)
  print *, 'stdout:', op, num, ' ', frm, acc, act, rl
  num = -3
  inquire(unit=num, exist=ex, opened=op)
  print *, 'unit -3:', ex, op
  big = 0
  inquire(11, number=big)
  print *, 'integer(8) number:', big

  inquire(iolength=n) a, d, num
  print *, 'iolength:', n
  inquire(iolength=n) z, flags, 1.0, 7_8
  print *, 'iolength:', n
  call by_file('inq_seq.dat')
  open(11, file='inq_seq.dat')
  close(11, status='delete')
  inquire(file='inq_seq.dat', exist=ex)
  print *, 'deleted:', ex

contains

  subroutine by_unit(u)
    integer, intent(in) :: u
    nr = -7
    nam = '-'
    inquire(u, exist=ex, opened=op, number=num, named=nm, name=nam, access=acc, &
            sequential=seq, direct=dir, form=frm, formatted=fmd, unformatted=unf, &
            recl=rl, nextrec=nr, action=act, read=rd, write=wr, readwrite=rw, &
            position=pos, size=sz, iostat=ios)
    call report('unit', u)
  end subroutine by_unit

  subroutine by_file(f)
    character(len=*), intent(in) :: f
    nr = -7
    nam = '-'
    inquire(file=f, exist=ex, opened=op, number=num, named=nm, name=nam, access=acc, &
            sequential=seq, direct=dir, form=frm, formatted=fmd, unformatted=unf, &
            recl=rl, nextrec=nr, action=act, read=rd, write=wr, readwrite=rw, &
            position=pos, size=sz, iostat=ios)
    call report('file', 0)
  end subroutine by_file

  subroutine report(what, u)
    character(len=*), intent(in) :: what
    integer, intent(in) :: u
    print *, what, u, ex, op, num, nm, ios
    print '(7(1x,a))', nam, acc, seq, dir, frm, fmd, unf
    print *, rl, nr, sz
    print '(5(1x,a))', act, rd, wr, rw, pos
  end subroutine report
end program inquire_test
